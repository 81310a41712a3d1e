// One log format for the whole server: JSON lines (pino), one object per event, the same for
// Payload's logger (src/payload.config.ts) and the request log (server/requestObserver.mjs).
// LOG_LEVEL sets the level (info by default). `npm run dev` keeps Payload's readable lines.

/** pino's options: JSON to stdout, ISO times, the level as a word. */
export const loggerOptions = (name) => ({
  name,
  level: process.env.LOG_LEVEL || 'info',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label) => ({ level: label }) },
})

export const jsonLogs = () => process.env.NODE_ENV !== 'development'
