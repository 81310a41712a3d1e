/**
 * The office's order. Collections with `orderable: true` keep it in `_order`, one
 * key per document (not localized), set by dragging rows in the admin list; new
 * documents go last. Public reads sort by it, so every list and menu shows the
 * same order in every language. (Payload adds `-createdAt` after it for ties.)
 */
export const MANUAL_ORDER = '_order'

/** The collections the office orders by hand. */
export const orderedCollections = [
  'resources',
  'projects',
  'manuals',
  'forms',
  'official-documents',
  'accumulated-data',
] as const

export type OrderedCollection = (typeof orderedCollections)[number]
