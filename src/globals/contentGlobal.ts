import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'

/**
 * Defaults shared by the globals visitors read: everyone reads, admins update,
 * and every save expires the public pages that show it.
 */
export function contentGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    access: { read: anyone, update: isAdmin, ...config.access },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), revalidateGlobalAfterChange],
    },
  }
}
