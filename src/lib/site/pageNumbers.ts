/**
 * The page numbers a pagination shows: the first, the last, and the current
 * one with its neighbours; null marks a gap ("…"). Seven pages or fewer are
 * all shown. 1 of 1 gives [1].
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: Math.max(total, 1) }, (_, index) => index + 1)
  const shown = new Set([1, total, current - 1, current, current + 1])
  // Near either end, keep five numbers in a row so the list does not shrink.
  if (current <= 4) [2, 3, 4, 5].forEach((page) => shown.add(page))
  if (current >= total - 3)
    [total - 4, total - 3, total - 2, total - 1].forEach((page) => shown.add(page))
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b)
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1]
    if (previous === undefined || page === previous + 1) return [page]
    // A gap of one page shows that page rather than "…".
    return page === previous + 2 ? [previous + 1, page] : [null, page]
  })
}
