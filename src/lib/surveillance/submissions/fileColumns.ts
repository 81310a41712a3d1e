import type { Locale } from '@/i18n/locales'
import { stripAccents } from '@/lib/stripAccents'
import { MONTHS_PER_SEMESTER } from './model'

/**
 * The template's columns and births rows in each language. A file is read
 * whatever language its headers are in, so an office can pass one around.
 */
export const fileHeaders: Record<
  'registry' | 'year' | 'semester' | 'item' | 'description' | 'month',
  Record<Locale, string>
> = {
  registry: { pt: 'codigo_registro', es: 'codigo_registro', en: 'registry_code' },
  year: { pt: 'ano', es: 'anio', en: 'year' },
  semester: { pt: 'semestre', es: 'semestre', en: 'semester' },
  item: { pt: 'item', es: 'item', en: 'item' },
  description: { pt: 'descricao', es: 'descripcion', en: 'description' },
  /** Followed by _1 … _6: the semester's first to sixth month (January or July first). */
  month: { pt: 'mes', es: 'mes', en: 'month' },
}

export const birthItems: Record<'liveBirths' | 'stillbirths', Record<Locale, string>> = {
  liveBirths: { pt: 'nascidos_vivos', es: 'nacidos_vivos', en: 'live_births' },
  stillbirths: { pt: 'natimortos', es: 'mortinatos', en: 'stillbirths' },
}

export type FileColumn =
  'registry' | 'year' | 'semester' | 'item' | 'description' | `month_${number}`

/** A header cell as a column name: 'Código registro', 'ANO ', 'año' and 'mês 1' all read. */
export const normaliseName = (text: unknown): string =>
  stripAccents(String(text ?? ''))
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

const aliases = new Map<string, FileColumn>()
for (const [column, names] of Object.entries(fileHeaders)) {
  if (column === 'month') continue
  for (const name of Object.values(names)) aliases.set(normaliseName(name), column as FileColumn)
}
for (let index = 1; index <= MONTHS_PER_SEMESTER; index++)
  for (const name of Object.values(fileHeaders.month))
    aliases.set(normaliseName(`${name}_${index}`), `month_${index}`)

/** The column a header names, or null when it names none of the template's. */
export const columnOfHeader = (text: unknown): FileColumn | null =>
  aliases.get(normaliseName(text)) ?? null

/** liveBirths / stillbirths from an item cell in any language, else null. */
export function birthItemOf(text: string): 'liveBirths' | 'stillbirths' | null {
  const wanted = normaliseName(text)
  for (const [kind, names] of Object.entries(birthItems))
    if (Object.values(names).some((name) => normaliseName(name) === wanted))
      return kind as 'liveBirths' | 'stillbirths'
  return null
}

/** A column's header as the template in one language writes it: `codigo_registro`, `mes_1`. */
export function columnHeader(column: FileColumn, locale: Locale): string {
  const month = /^month_(\d+)$/.exec(column)
  return month
    ? `${fileHeaders.month[locale]}_${month[1]}`
    : fileHeaders[column as Exclude<FileColumn, `month_${number}`>][locale]
}

export const templateHeader = (locale: Locale): string[] => [
  fileHeaders.registry[locale],
  fileHeaders.year[locale],
  fileHeaders.semester[locale],
  fileHeaders.item[locale],
  fileHeaders.description[locale],
  ...Array.from(
    { length: MONTHS_PER_SEMESTER },
    (_, index) => `${fileHeaders.month[locale]}_${index + 1}`,
  ),
]
