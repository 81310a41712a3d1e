// How many parallel workers the integration project runs (INT_WORKERS, default 3): read by
// vitest.config.ts and by globalSetup, which copies the prepared database once per worker.
/** @returns {number} */
export const intWorkers = () => Math.max(1, Number(process.env.INT_WORKERS) || 3)
