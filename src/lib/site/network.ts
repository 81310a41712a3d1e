import { env } from '@/env'

/** The network's short name as it appears in URLs (/relamc/o-que-e); any other value is a 404. */
export const networkShortName = (): string => env.networkShortName()

/** The short name written for people (ReLAMC). */
export const networkDisplayName = (): string => {
  const name = networkShortName()
  return name === 'relamc' ? 'ReLAMC' : name.toUpperCase()
}
