import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { NETWORK } from '../monitoring/monthlySeries'
import { semiannualReport, type Semester } from '../monitoring/semiannualReport'
import type { CountsRow } from '../submissions/aggregateCounts'
import { malformationLabel, registryLabel } from '../present/monitoringLabels'
import { monitoringText } from '../present/monitoringText'
import { reportContent, type ReportContent } from '../present/reportContent'
import { loadMalformations, loadRegistries } from './loadReference'
import { reportDataIsDemo } from './reportDemo'
import { signalFalseDiscoveryRate } from './signalFalseDiscoveryRate'

/**
 * The semiannual report of rows already read under the access rule
 * (`readMonitoringRows`), named in the reader's language and marked when it is
 * demonstration data: what the page and the PDF both show.
 */
export async function loadReportContent(
  payload: Payload,
  read: { registry: string; rows: CountsRow[] },
  semester: Semester,
  locale: Locale,
): Promise<ReportContent> {
  const [registries, malformations, demo, fdr] = await Promise.all([
    loadRegistries(payload, locale),
    loadMalformations(payload, locale),
    reportDataIsDemo(payload, read.registry),
    signalFalseDiscoveryRate(payload),
  ])
  const registry = registries.find((candidate) => candidate.code === read.registry)
  const registryName =
    read.registry === NETWORK
      ? monitoringText(locale)('form.network')
      : registry
        ? registryLabel(registry)
        : read.registry
  const names = new Map(malformations.map((m) => [m.number, malformationLabel(m)]))
  const inRows = new Set(read.rows.map((row) => row.registry))
  return reportContent(semiannualReport(read.rows, semester, { fdr }), {
    locale,
    registryName,
    nameOf: (number) => names.get(number) ?? String(number),
    demo,
    liveBirthsOnly: registries
      .filter((candidate) => candidate.liveBirthsOnly && inRows.has(candidate.code))
      .map(registryLabel),
  })
}
