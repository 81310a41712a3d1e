/**
 * Cache tags shared by the public pages (which tag their cached reads) and the
 * collection/global hooks (which revalidate them after a change).
 */
export const collectionTag = (slug: string): string => `collection:${slug}`
export const globalTag = (slug: string): string => `global:${slug}`

/** The accepted monthly data, expired when the office accepts a submission. */
export const acceptedDataTags = [
  collectionTag('surveillance-cases'),
  collectionTag('surveillance-births'),
]
