/** Failures an address may have before its sign-ins slow down: typos cost nothing. */
export const FREE_FAILURES = 3
/** The longest wait before a sign-in is looked at. */
export const MAX_DELAY_MS = 10_000

/**
 * The wait before the next sign-in from an address with `failures` recent
 * failures: none for the first few, then 1 s doubling up to 10 s. A guesser
 * slows to a few tries a minute; the account itself is locked only after
 * Payload's maxLoginAttempts, for sustained attacks.
 */
export const signInDelay = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES))
