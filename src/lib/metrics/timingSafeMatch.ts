import { createHash, timingSafeEqual } from 'node:crypto'

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export function timingSafeMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
