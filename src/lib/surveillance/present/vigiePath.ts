import { alarmFields } from '@/lib/surveillance/input/alarmRequest'

/** The surveillance page's public path (SPEC.md's Portuguese route). */
export const VIGIE_PATH = '/vigilancia-epidemiologica/vigie'

export type AlarmQuery = Partial<Record<(typeof alarmFields)[number], string>>

/** The test's inputs from the page's query string or a posted form. */
export function alarmQuery(
  source: URLSearchParams | Record<string, string | string[] | undefined>,
): AlarmQuery {
  const get = (name: string) => {
    const value = source instanceof URLSearchParams ? source.get(name) : source[name]
    return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined
  }
  return Object.fromEntries(
    alarmFields.flatMap((field) =>
      get(field) === undefined ? [] : [[field, get(field) as string]],
    ),
  )
}

/** The page showing a test's result again, with an extra flag (reported=1, …). */
export function resultUrl(query: AlarmQuery, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, ...extra } as Record<string, string>)
  return `${VIGIE_PATH}?${search.toString()}#resultado`
}

/** The last complete semester before `today`, as the default observation period. */
export function lastSemester(today = new Date()): { start: string; end: string } {
  const year = today.getUTCFullYear()
  return today.getUTCMonth() < 6
    ? { start: `${year - 1}-07-01`, end: `${year - 1}-12-31` }
    : { start: `${year}-01-01`, end: `${year}-06-30` }
}
