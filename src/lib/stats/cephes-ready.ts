/**
 * The cephes functions used by the statistics module, safe to call
 * synchronously as soon as this module has been imported.
 *
 * cephes 3 is C code compiled to WebAssembly. Its ES-module build — the one
 * Vitest, Next.js (Turbopack and webpack, server and browser) and tsx load —
 * instantiates the WebAssembly asynchronously, and calling a function earlier
 * throws "cephes.cephes_igami is not a function". Awaiting `compiled` at the
 * top level makes every module that imports this one (directly or through
 * the `@/lib/stats` barrel) wait for that single, one-off compilation, so the
 * public statistics functions stay synchronous and callers need no setup.
 * The price: this module is ESM-only and cannot be require()d from CommonJS.
 */
import {
  chdtrc,
  compiled,
  igam,
  igamc,
  igami,
  incbet,
  lgam,
  ndtr,
  ndtri,
  stdtr,
  stdtri,
} from 'cephes'

await compiled

export { chdtrc, igam, igamc, igami, incbet, lgam, ndtr, ndtri, stdtr, stdtri }
