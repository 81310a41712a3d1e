/** What the database query page says after saving or deleting a query (`?notice=`). */
export const queryNotices = ['saved', 'deleted', 'nameRequired', 'notSaved', 'notDeleted'] as const
export type QueryNotice = (typeof queryNotices)[number]

/** The notices that report a failure (an alert rather than a status). */
export const failedNotices: readonly QueryNotice[] = ['nameRequired', 'notSaved', 'notDeleted']

/** The notice named by the address, if it is one of ours; anything else shows nothing. */
export function readQueryNotice(value: string | string[] | undefined): QueryNotice | null {
  const text = Array.isArray(value) ? value[0] : value
  return queryNotices.find((notice) => notice === text) ?? null
}

/**
 * Where the page goes back to after saving or deleting: the same query (when
 * there is one), the notice, and the saved queries' section.
 */
export function noticeAddress(path: string, query: string | null, notice: QueryNotice): string {
  const params = new URLSearchParams(query ?? '')
  params.set('notice', notice)
  return `${path}?${params.toString()}#saved-queries`
}
