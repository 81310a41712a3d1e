import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { NETWORK } from '../monitoring/monthlySeries'
import { semiannualReport, type Semester } from '../monitoring/semiannualReport'
import type { CountsRow } from '../submissions/aggregateCounts'
import { malformationLabel, registryLabel } from '../present/monitoringLabels'
import { monitoringText } from '../present/monitoringText'
import { reportContent, type ReportContent } from '../present/reportContent'
import { reportGridCells } from '../disclosure'
import { loadPublicGrid } from './disclosure'
import { loadMalformations, loadRegistries } from './loadReference'
import { reportDataIsDemo } from './reportDemo'
import { signalFalseDiscoveryRate } from './signalFalseDiscoveryRate'

/**
 * The semiannual report of rows already read under the disclosure policy
 * (`readMonitoringRows`), named in the reader's language and marked when it is
 * demonstration data: what the page and the PDF both show. A reader who does
 * not see the registry (or the network) exactly gets the public grid's cells
 * of the semester and no other count (`publicCells` of reportContent).
 */
export async function loadReportContent(
  payload: Payload,
  read: ReportRows,
  semester: Semester,
  locale: Locale,
): Promise<ReportContent> {
  const [content] = await loadReportContents(payload, read, semester, [locale])
  return content!
}

type ReportRows = { registry: string; rows: CountsRow[]; exact: boolean }

/**
 * The same report in several languages, in their order: its analyses (the scan's Monte Carlo
 * replications are most of a report's time) run once, only its words are each language's.
 */
export async function loadReportContents(
  payload: Payload,
  read: ReportRows,
  semester: Semester,
  locales: readonly Locale[],
): Promise<ReportContent[]> {
  const [demo, fdr] = await Promise.all([
    reportDataIsDemo(payload, read.registry),
    signalFalseDiscoveryRate(payload),
  ])
  const report = semiannualReport(read.rows, semester, { fdr })
  const publicCells = read.exact
    ? undefined
    : await publicReportCells(
        payload,
        read.registry,
        report.anomalies.map((anomaly) => anomaly.malformation),
        semester,
      )
  const inRows = new Set(read.rows.map((row) => row.registry))
  return Promise.all(
    locales.map(async (locale) => {
      const [registries, malformations] = await Promise.all([
        loadRegistries(payload, locale),
        loadMalformations(payload, locale),
      ])
      const registry = registries.find((candidate) => candidate.code === read.registry)
      const registryName =
        read.registry === NETWORK
          ? monitoringText(locale)('form.network')
          : registry
            ? registryLabel(registry)
            : read.registry
      const names = new Map(malformations.map((m) => [m.number, malformationLabel(m)]))
      return reportContent(report, {
        locale,
        registryName,
        nameOf: (number) => names.get(number) ?? String(number),
        demo,
        liveBirthsOnly: registries
          .filter((candidate) => candidate.liveBirthsOnly && inRows.has(candidate.code))
          .map(registryLabel),
        publicCells: publicCells?.semester,
        publicYears: publicCells?.years,
      })
    }),
  )
}

/** The public grid's cells of one registry (or the network) a report shows (`reportGridCells`). */
async function publicReportCells(
  payload: Payload,
  registry: string,
  malformations: number[],
  semester: Semester,
) {
  return reportGridCells(
    await loadPublicGrid(payload, malformations),
    registry,
    malformations,
    semester,
  )
}
