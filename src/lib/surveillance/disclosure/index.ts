/**
 * The disclosure module's one entry point (README.md beside this file): what any reader outside
 * this folder may use. One function per output decides what a viewer sees; its internals (the
 * grid's search, the linear audit, the release algebra) are imported from here only, and a test
 * (tests/unit/surveillance/disclosureEntryPoint.test.ts) refuses any other import of them.
 */

// Who is asking, and the threshold they are told.
export {
  DEFAULT_SUPPRESSION_THRESHOLD,
  publicationAudience,
  seesExactly,
  thresholdToldTo,
  type DisclosurePolicy,
  type Viewer,
} from './viewer'

// Table rows, files and counts.
export { gridGroupings } from './gridQuery'
export {
  disclosedCounts,
  disclosedMonths,
  tableQueryIssues,
  tableRowsFor,
  type GridSource,
  type TableQuery,
} from './tables'
export type { DisclosedCountsRow } from './discloseCounts'
export { cellKey, exactGridRows, publicGrid, publishedRow, type PublicGrid } from './publicGrid'

// Case views and case records.
export { caseViewRowSource, caseViewsFromRelease } from './caseViews'
export { mayReadCaseRecords } from './caseRecordsAccess'

// Monitoring and reports.
export { monitoringAccess } from './monitoring'
export {
  discloseEndemicChannel,
  discloseScan,
  discloseTrend,
  type DisclosedEndemicChannel,
  type DisclosedScan,
  type DisclosedScanMonth,
} from './monitoringDisclosure'
export { discloseReportAnomaly, reportGridCells } from './reports'
export { discloseSignalCount, type DisclosedSignalCount } from './signalCounts'

// WHO indicators.
export { discloseIndicators, type DisclosedIndicator } from './indicators'

// The data-quality panel.
export { discloseQualityRow, type DisclosedQualityRow } from './qualityPanel'

// Releases.
export { releaseTables, type ReleaseCaseYear } from './releaseTables'
export type { KeyedRelation, ReleasedTable } from './overReleases'

// Payload's own doors.
export {
  acceptedDataReads,
  alarmReportReads,
  baselineRateReads,
  caseRecordReads,
  listedToVisitors,
  listedWhere,
  monitoringSignalReads,
  publishedReportReads,
  registryDataVersionReads,
  releaseReads,
  releaseTableReads,
  savedQueryReads,
  submissionReads,
  type CollectionReads,
} from './collectionReads'
