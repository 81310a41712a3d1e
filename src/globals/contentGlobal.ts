import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access'

/**
 * Defaults shared by the globals visitors read: everyone reads, admins update
 * and read past versions. Their
 * revalidation is added in index.ts.
 */
export function contentGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    // Past versions are the office's working history, not published content.
    access: { read: anyone, update: isAdmin, readVersions: isAdmin, ...config.access },
  }
}
