import type { Locale } from '@/i18n/locales'
import { normaliseName } from '../submissions/fileColumns'

/**
 * The columns of a case-record file (one row per case) in each language, in the template's
 * order. A file is read whatever language its headers are in; `registry`, `year` and
 * `semester` may be blank below the first row. `groups` and `caseClass` are only written (the
 * platform computes them).
 */
export const caseFileHeaders = {
  registry: { pt: 'codigo_registro', es: 'codigo_registro', en: 'registry_code' },
  year: { pt: 'ano', es: 'anio', en: 'year' },
  semester: { pt: 'semestre', es: 'semestre', en: 'semester' },
  caseId: { pt: 'id_caso', es: 'id_caso', en: 'case_id' },
  month: { pt: 'mes', es: 'mes', en: 'month' },
  day: { pt: 'dia', es: 'dia', en: 'day' },
  outcome: { pt: 'desfecho', es: 'desenlace', en: 'outcome' },
  sex: { pt: 'sexo', es: 'sexo', en: 'sex' },
  plurality: { pt: 'pluralidade', es: 'pluralidad', en: 'plurality' },
  gestationalWeeks: { pt: 'semanas_gestacao', es: 'semanas_gestacion', en: 'gestational_weeks' },
  birthWeight: { pt: 'peso_gramas', es: 'peso_gramos', en: 'birth_weight' },
  prenatalDiagnosis: {
    pt: 'diagnostico_prenatal',
    es: 'diagnostico_prenatal',
    en: 'prenatal_diagnosis',
  },
  diagnosisWeeks: {
    pt: 'semanas_diagnostico',
    es: 'semanas_diagnostico',
    en: 'diagnosis_weeks',
  },
  maternalAge: { pt: 'idade_materna', es: 'edad_materna', en: 'maternal_age' },
  codes: { pt: 'codigos_cid10', es: 'codigos_cie10', en: 'icd10_codes' },
  syndrome: { pt: 'sindrome', es: 'sindrome', en: 'syndrome' },
  description: { pt: 'descricao', es: 'descripcion', en: 'description' },
  recordStatus: { pt: 'situacao_registro', es: 'estado_registro', en: 'record_status' },
  diagnosisStatuses: {
    pt: 'situacao_diagnostico',
    es: 'estado_diagnostico',
    en: 'diagnosis_status',
  },
  clinicalPresentation: {
    pt: 'apresentacao_clinica',
    es: 'presentacion_clinica',
    en: 'clinical_presentation',
  },
  diagnosisDate: { pt: 'data_diagnostico', es: 'fecha_diagnostico', en: 'diagnosis_date' },
  reportDate: { pt: 'data_notificacao', es: 'fecha_notificacion', en: 'report_date' },
  completionDate: { pt: 'data_conclusao', es: 'fecha_cierre', en: 'completion_date' },
  diagnosisCorrected: {
    pt: 'diagnostico_corrigido',
    es: 'diagnostico_corregido',
    en: 'diagnosis_corrected',
  },
  groups: { pt: 'grupos', es: 'grupos', en: 'groups' },
  caseClass: { pt: 'classificacao', es: 'clasificacion', en: 'classification' },
} satisfies Record<string, Record<Locale, string>>

export type CaseFileColumn = keyof typeof caseFileHeaders

/** The columns a registry fills in, in order. */
export const caseInputColumns: CaseFileColumn[] = [
  'registry',
  'year',
  'semester',
  'caseId',
  'month',
  'day',
  'outcome',
  'sex',
  'plurality',
  'gestationalWeeks',
  'birthWeight',
  'prenatalDiagnosis',
  'diagnosisWeeks',
  'maternalAge',
  'codes',
  'syndrome',
  'description',
  // The WHO kit's elements (optional).
  'recordStatus',
  'diagnosisStatuses',
  'clinicalPresentation',
  'diagnosisDate',
  'reportDate',
  'completionDate',
  'diagnosisCorrected',
]

const aliases = new Map<string, CaseFileColumn>()
for (const column of caseInputColumns)
  for (const name of Object.values(caseFileHeaders[column]))
    aliases.set(normaliseName(name), column)

/** The input column a header names, in any language, or null. */
export const caseColumnOfHeader = (text: unknown): CaseFileColumn | null =>
  aliases.get(normaliseName(text)) ?? null

export const caseColumnHeader = (column: CaseFileColumn, locale: Locale): string =>
  caseFileHeaders[column][locale]
