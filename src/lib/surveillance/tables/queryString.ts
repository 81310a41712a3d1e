import type { PrevalenceQuery } from './prevalenceQuery'

/**
 * A checked choice written back as the query string the GET form sends
 * (lists as repeated parameters, no format), in one fixed order: the address
 * of the view, and what a saved query keeps. Parsing it gives the same choice.
 */
export function prevalenceQueryString(query: Omit<PrevalenceQuery, 'format'>): string {
  const params = new URLSearchParams()
  for (const number of query.malformations) params.append('malformation', String(number))
  for (const code of query.registries) params.append('registry', code)
  if (query.from) params.set('from', query.from)
  if (query.to) params.set('to', query.to)
  params.set('groupBy', query.groupBy)
  return params.toString()
}
