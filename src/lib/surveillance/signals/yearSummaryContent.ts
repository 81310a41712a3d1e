import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { DisclosedConclusionCounts, SignalDetail } from '../data/signalSummary'
import { signalConclusions } from './followUp'
import { signalsTranslator } from './translate'

/** The yearly monitoring summary's words and tables, the same on the page and in the PDF. */
export interface YearSummaryContent {
  heading: string
  intro: string
  countsCaption: string
  countsColumns: string[]
  /** The year's counts by conclusion, withheld ones as the glossary's word. */
  countsCells: string[]
  withheldNote: string | null
  detailsTitle: string
  /** Who sees the details (the office and the registry), or that visitors see only counts. */
  detailsNote: string
  detailColumns: string[]
  /** One row per signal the reader may see; null for visitors. */
  details: { id: number; cells: string[]; notes: string[] }[] | null
  noSignals: string
}

const number = (value: number | null, digits: number) =>
  value === null ? '—' : value.toFixed(digits)

export function yearSummaryContent(
  locale: Locale,
  year: number,
  counts: DisclosedConclusionCounts | null,
  details: SignalDetail[] | null,
  threshold: number | null,
): YearSummaryContent {
  const t = signalsTranslator(locale)
  const date = (iso: string) => formatterFor(locale).dateTime(new Date(iso), 'medium')
  const withheld = signalConclusions.some((c) => counts && 'withheld' in counts[c])
  return {
    heading: `${t('summary.title')} ${year}`,
    intro: t('summary.intro'),
    countsCaption: t('summary.yearCounts', { year }),
    countsColumns: signalConclusions.map((c) => t(`conclusions.${c}`)),
    countsCells: signalConclusions.map((c) => {
      const cell = counts?.[c]
      if (!cell) return '0'
      return 'withheld' in cell ? t('counts.withheld') : String(cell.count)
    }),
    withheldNote: withheld && threshold ? t('counts.withheldNote', { max: threshold - 1 }) : null,
    detailsTitle: t('summary.details', { year }),
    detailsNote: details === null ? t('summary.publicNote') : t('summary.detailsNote'),
    detailColumns: [
      t('summary.registry'),
      t('summary.anomaly'),
      t('summary.kind'),
      t('summary.period'),
      t('summary.detected'),
      t('summary.conclusion'),
    ],
    details:
      details?.map((signal) => ({
        id: signal.id,
        cells: [
          signal.registry,
          signal.anomalyName ? `${signal.anomaly} · ${signal.anomalyName}` : String(signal.anomaly),
          t(`kinds.${signal.kind as 'alarm'}`),
          signal.period,
          date(signal.detectedAt),
          [
            t(`statuses.${signal.status as 'new'}`),
            signal.retractedAt
              ? t('detail.retracted', {
                  date: date(signal.retractedAt),
                  reason: t(
                    `retraction.${(signal.retractionReason ?? 'not-tested') as 'not-tested'}`,
                  ),
                })
              : null,
          ]
            .filter(Boolean)
            .join(' · '),
        ],
        notes: [
          t('detail.figures', {
            observed: number(signal.observed, 0),
            expected: number(signal.expected, 2),
            q: number(signal.qValue, 4),
          }),
          ...(signal.registryNotes
            ? [`${t('detail.registryNotes')}: ${signal.registryNotes}`]
            : []),
          ...(signal.notes ? [`${t('detail.officeNotes')}: ${signal.notes}`] : []),
        ],
      })) ?? null,
    noSignals: t('summary.noSignals', { year }),
  }
}
