/**
 * Whether a member registry is active. A registry saved before the status existed has none
 * and counts as active, as the migration's default says.
 */
export const isActiveRegistry = (registry: { status?: string | null }): boolean =>
  registry.status !== 'inactive'
