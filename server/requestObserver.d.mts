import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
type Observer = (req: IncomingMessage, res: ServerResponse) => void
export declare const createRequestObserver: (logger: Logger) => Observer
export declare const observeRequest: Observer
