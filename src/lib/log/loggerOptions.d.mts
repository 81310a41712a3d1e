import type { LoggerOptions } from 'pino'
export declare const loggerOptions: (name: string) => LoggerOptions
export declare const jsonLogs: () => boolean
