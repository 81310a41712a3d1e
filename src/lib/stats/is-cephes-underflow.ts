/**
 * Whether an error is cephes reporting an underflow.
 *
 * In C, cephes only logs an underflow and carries on with 0 (or 1 for the
 * complement). The WebAssembly wrapper turns the same report into a thrown
 * Error, aborting a calculation that would otherwise have succeeded.
 */
export function isCephesUnderflow(error: unknown): boolean {
  return error instanceof Error && error.message.includes('underflow')
}
