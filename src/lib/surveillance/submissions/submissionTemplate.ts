import ExcelJS from 'exceljs'
import type { Locale } from '@/i18n/locales'
import { toCsv, type CsvValue } from '../present/csv'
import type { SurveillanceT } from '../present/translate'
import { birthItems, templateHeader } from './fileColumns'

export interface TemplateOptions {
  locale: Locale
  t: SurveillanceT
  /** The monitored malformations, names in `locale`. */
  malformations: { number: number; name: string }[]
  /** Filled in on the first row when known. */
  registry?: string
  year?: number
  semester?: number
}

const NOTES = ['n1', 'n2', 'n3', 'n4'] as const

/** The template's rows: header, the two births rows, then one row per monitored malformation. */
export function templateRows(options: TemplateOptions): CsvValue[][] {
  const { locale, t } = options
  const blanks = Array.from({ length: 6 }, () => null)
  const period = (first: boolean): CsvValue[] =>
    first
      ? [options.registry ?? null, options.year ?? null, options.semester ?? null]
      : [null, null, null]
  return [
    templateHeader(locale),
    [...period(true), birthItems.liveBirths[locale], t('template.liveBirths'), ...blanks],
    [...period(false), birthItems.stillbirths[locale], t('template.stillbirths'), ...blanks],
    ...options.malformations.map((malformation) => [
      ...period(false),
      malformation.number,
      malformation.name,
      ...blanks,
    ]),
  ]
}

export const templateCsv = (options: TemplateOptions): string => toCsv(templateRows(options))

/** The same template as a workbook: the data sheet first (read on upload), instructions second. */
export async function templateXlsx(options: TemplateOptions): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(options.t('template.sheet'))
  for (const row of templateRows(options)) sheet.addRow(row.map((cell) => cell ?? null))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 5 }]
  sheet.getColumn(5).width = 40
  const notes = workbook.addWorksheet(options.t('template.notesSheet'))
  for (const key of NOTES) notes.addRow([options.t(`template.notes.${key}`)])
  notes.getColumn(1).width = 110
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
