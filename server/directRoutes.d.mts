import type { IncomingMessage, ServerResponse } from 'node:http'

export const DIRECT_MAX_BODY_BYTES: number
export function serveDirect(req: IncomingMessage, res: ServerResponse): boolean
