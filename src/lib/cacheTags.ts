/**
 * Cache tags shared by the public pages (which tag their cached reads) and the
 * collection/global hooks (which revalidate them after a change).
 */
export const collectionTag = (slug: string): string => `collection:${slug}`
export const globalTag = (slug: string): string => `global:${slug}`
