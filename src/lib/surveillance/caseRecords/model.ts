/**
 * Case-level records: one anonymous, coded record per affected live birth, fetal death or
 * termination of pregnancy for fetal anomaly (TOPFA). Null everywhere means "not available",
 * never 0. The platform, not the registry, decides which anomaly groups a case belongs to and
 * how it is classified.
 */
import type { Semester } from '../submissions/model'

export const caseOutcomes = ['live-birth', 'fetal-death', 'topfa'] as const
export type CaseOutcome = (typeof caseOutcomes)[number]

/**
 * The WHO kit's four values (BDS.A12.DE.13): 'indeterminate' is its "intersex", 'not-specified'
 * a sex the registry recorded as not specified (blank, null, is a sex not sent).
 */
export const caseSexes = ['male', 'female', 'indeterminate', 'not-specified'] as const
export type CaseSex = (typeof caseSexes)[number]

export const prenatalDiagnoses = ['yes', 'no', 'unknown'] as const
export type PrenatalDiagnosis = (typeof prenatalDiagnoses)[number]

/**
 * The case record's status in the WHO kit's workflow (BDS.Comm.DE.1): open while the diagnosis is
 * being worked on, incomplete when it cannot be finished (lost to follow-up), complete, discarded
 * (an entry made by mistake). Only complete records count in the WHO indicators.
 */
export const recordStatuses = ['open', 'incomplete', 'complete', 'discarded'] as const
export type RecordStatus = (typeof recordStatuses)[number]

/** Each anomaly's diagnosis status (BDS.Comm.DE.7): only confirmed diagnoses count. */
export const diagnosisStatuses = ['confirmed', 'possible', 'misdiagnosis', 'excluded'] as const
export type DiagnosisStatus = (typeof diagnosisStatuses)[number]

/** The clinical presentation (BDS.Comm.DE.12), as the registry judges it. */
export const clinicalPresentations = ['isolated', 'multiple', 'syndrome'] as const
export type ClinicalPresentation = (typeof clinicalPresentations)[number]

/**
 * The WHO kit's core elements a record may carry besides the network's own (optional: records sent
 * before them, or without them, lack them, and what is lacking is missing, never a value). The
 * date of birth is the record's year, month and day; dates are 'YYYY-MM-DD'.
 */
export interface KitElements {
  recordStatus?: RecordStatus | null
  /** One per code of `codes`, in the same order. */
  diagnosisStatuses?: DiagnosisStatus[] | null
  clinicalPresentation?: ClinicalPresentation | null
  diagnosisDate?: string | null
  reportDate?: string | null
  /** The day the record was marked complete (the kit's timeliness indicator reads it). */
  completionDate?: string | null
  /** Whether a birth-defects specialist corrected the diagnosis (BDS.B6.DE.1). */
  diagnosisCorrected?: boolean | null
}

/** One affected baby or fetus (each twin its own record), as a registry sends it. */
export interface CaseRecordInput extends KitElements {
  /** The registry's own pseudonymous identifier: never a name or a document number. */
  caseId: string
  /** Calendar month (1–12) of birth or end of pregnancy, inside the submitted semester. */
  month: number
  day: number | null
  outcome: CaseOutcome
  sex: CaseSex | null
  /** 1 for a singleton, 2 for twins… */
  plurality: number | null
  gestationalWeeks: number | null
  birthWeight: number | null
  prenatalDiagnosis: PrenatalDiagnosis | null
  diagnosisWeeks: number | null
  maternalAge: number | null
  /** ICD-10 codes as sent (e.g. 'Q05.9', 'Q03', BPA 'Q05.90'), at least one. */
  codes: string[]
  /** The registry says the case is a genetic syndrome (free text optional). */
  syndrome: boolean
  description: string | null
}

/** A semester sent as case records plus the month's births (the denominator). */
export interface CaseRecordSemester {
  registry: string
  year: number
  semester: Semester
  births: { month: number; liveBirths: number | null; stillbirths: number | null }[]
  cases: CaseRecordInput[]
}

/** A code or a range of codes, compared on the normalised code (letter, digits, no dot). */
export interface CodeRange {
  from: string
  /** Equal to `from` for a single code; a 3-character code covers all its subcodes. */
  to: string
}

/**
 * One version of an anomaly group's definition (an anomaly of the `malformations` collection):
 * which codes put a case in the group, which keep it out, and which other groups take
 * precedence over it (e.g. anencephaly over spina bifida within neural tube defects).
 */
export interface GroupDefinition {
  /** The anomaly's number in the network. */
  malformation: number
  /** The version's label as figures cite it, e.g. '2026-1'. */
  version: string
  /** First day the version applies to ('YYYY-MM-DD'); cases before it use an older version. */
  validFrom: string
  include: CodeRange[]
  exclude: CodeRange[]
  /** Numbers of anomalies that, when the case also belongs to them, remove it from this one. */
  yieldsTo: number[]
}

export const caseClasses = ['chromosomal', 'syndrome', 'multiple', 'isolated'] as const
export type CaseClass = (typeof caseClasses)[number]

/** The office's lists the classification reads. */
export interface ClassificationLists {
  /** Chromosomal anomalies (ICD-10 Q90–Q99 by default). */
  chromosomal: CodeRange[]
  /** Minor anomalies, never counted as major. */
  minor: CodeRange[]
  /** Organ systems: a code's system is the first whose ranges contain it. */
  systems: { system: string; codes: CodeRange[] }[]
}

/** Where a message about a case belongs: the case's line in the file (1-based) and field. */
export interface CaseIssue {
  /** Index of the case in the submitted list (0-based); null for the whole submission. */
  index: number | null
  field: keyof CaseRecordInput | 'births' | null
  /** A key of the `caseRecords` namespace of the surveillance messages. */
  code: string
  values?: Record<string, string | number>
  severity: 'error' | 'warning'
}
