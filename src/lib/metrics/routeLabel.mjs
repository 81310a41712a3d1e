// The route a request is counted under in the metrics: few enough values to keep a label each.
// Documents' ids become :id, files one label per collection, and whatever answered 404 one label.

const ID = /^(\d+|[0-9a-f]{24}|[0-9a-f-]{36})$/i
const LANGUAGE_PREFIXES = new Set(['es', 'en'])

/** `/api/surveillance/submissions/12/accept` → `/api/surveillance/submissions/:id/accept`. */
export function routeLabel(pathname, status) {
  if (status === 404) return 'not-found'
  if (pathname.startsWith('/_next/static/')) return '/_next/static'
  if (pathname.startsWith('/_next/')) return '/_next'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin'
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] === 'api') {
    if (parts[2] === 'file') return `/api/${parts[1]}/file`
    return (
      '/' +
      parts
        .slice(0, 5)
        .map((part) => (ID.test(part) ? ':id' : part))
        .join('/')
    )
  }
  // Pages: the same page in every language is one route; at most two segments deep.
  const from = LANGUAGE_PREFIXES.has(parts[0]) ? 1 : 0
  return '/' + parts.slice(from, from + 2).join('/')
}
