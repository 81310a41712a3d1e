/**
 * The surveillance module, stage by stage (see README.md beside this file).
 * Server code imports from here; client components import the one file they
 * need (e.g. './present/format'), so no database code reaches the browser.
 */

// input: what arrives from forms, files and JSON, checked and typed
export * from './input/issues'
export * from './input/readCount'
export * from './input/readDate'
export * from './input/readPeriod'
export * from './input/basePeriod'
export * from './input/alarmRequest'
export * from './input/batchSettings'
export * from './input/table/types'
export * from './input/table/columns'
export * from './input/table/readTable'

// reference: registries, malformations and baseline rates
export * from './reference/reference'
export * from './reference/baselineFile'
export * from './reference/baselineExport'

// evaluate: one alarm test
export * from './evaluate/evaluateAlarm'

// batch: a semester of tests at once
export * from './batch/batchFile'
export * from './batch/batchCsv'
export * from './batch/batchView'

// submissions: registries' monthly counts
export * from './submissions/model'
export * from './submissions/validateSubmission'
export * from './submissions/fileColumns'
export * from './submissions/submissionFile'
export * from './submissions/submissionTemplate'
export * from './submissions/plausibility'
export * from './submissions/warningText'
export * from './submissions/countsQuery'
export * from './submissions/aggregateCounts'

// disclosure: who sees which numbers, the public grid and its withheld cells
export * from './disclosure'

// tables: prevalence of the network and its registries, files
export * from './tables/prevalenceQuery'
export * from './tables/prevalenceRows'
export * from './tables/birthsByYear'
export * from './tables/prevalenceFiles'
export * from './tables/queryString'
export * from './tables/monthlyCountsFiles'
export * from './tables/savedQuery'

// present: words, numbers, CSV and JSON for people and programs
export * from './present/translate'
export * from './present/format'
export * from './present/describeOutcome'
export * from './present/chartScale'
export * from './present/csv'
export * from './present/outcomeJson'
export * from './present/vigiePath'
export * from './present/submissionJson'
export * from './present/queryNotice'

// data: reads and writes through Payload's Local API
export * from './data/loadReference'
export * from './data/applyBaselineImport'
export * from './data/runAlarmTest'
export * from './data/runBatchFile'
export * from './data/transaction'
export * from './data/acceptedTables'
export * from './data/acceptedBaselines'
export * from './data/writeAccepted'
export * from './data/submissionReference'
export * from './data/submissionHistory'
export * from './data/saveSubmission'
export * from './data/reviewSubmission'
export * from './data/sendReminders'
export * from './data/submissionEmails'
export * from './data/readCounts'
export * from './data/readPrevalenceMonths'
export * from './data/acceptedMonthRange'
export * from './data/runLastAcceptedSemester'
export * from './data/ownRegistries'
export * from './data/savedQueries'
