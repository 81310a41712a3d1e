// Pure statistics for the surveillance pages: no framework imports, usable
// from server components, route handlers and client components alike.
// Importing this module waits once for cephes' WebAssembly to compile
// (see cephes-ready.ts); after that every function is synchronous.
export { alarmTest } from './alarm-test'
export type { AlarmDirection, AlarmTestInput, AlarmTestResult } from './alarm-test'
export { expectedCases } from './expected-cases'
export type { ExpectedCasesInput } from './expected-cases'
export { poissonExactInterval } from './poisson-exact-interval'
export type { PoissonInterval } from './poisson-exact-interval'
export { ratePer10000 } from './rate-per-10000'
