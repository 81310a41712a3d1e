import { jsonLogs, loggerOptions } from './loggerOptions.mjs'

/** Payload's logger: JSON lines (see loggerOptions.mjs); undefined keeps Payload's readable one. */
export const payloadLogger = () => (jsonLogs() ? { options: loggerOptions('payload') } : undefined)
