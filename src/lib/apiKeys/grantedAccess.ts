import { userRegistryIds } from '@/access/registryAccess'

type Account = { roles?: string[] | null; registries?: unknown }

/**
 * The roles and registries an account has, in one stable text ("admin,user|3,7"). A named key
 * keeps the one its owner had when it was made; a key whose owner has other roles or registries
 * since is dead (src/lib/auth/apiKeyStrategy.ts), whatever path changed them.
 */
export function grantedAccess(account: Account): string {
  const roles = [...(account.roles ?? [])].sort()
  const registries = userRegistryIds(account)
    .map(String)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
  return `${roles.join(',')}|${registries.join(',')}`
}
