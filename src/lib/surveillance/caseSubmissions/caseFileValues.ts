import type { Locale } from '@/i18n/locales'
import {
  caseOutcomes,
  caseSexes,
  clinicalPresentations,
  diagnosisStatuses,
  prenatalDiagnoses,
  recordStatuses,
  type ClinicalPresentation,
  type DiagnosisStatus,
  type RecordStatus,
  type CaseClass,
  type CaseOutcome,
  type CaseSex,
  type PrenatalDiagnosis,
} from '../caseRecords/model'

type Terms<T extends string> = Record<T, Record<Locale, string> & { also?: string[] }>

/**
 * The words a case file uses for its coded values, in each language: the template's data
 * dictionary lists them, downloads write them, and a file may use any language's word, the API's
 * code (`live-birth`) or one of the abbreviations in `also`. Compared without case, accents,
 * hyphens or underscores.
 */
export const caseFileValues = {
  outcome: {
    'live-birth': { pt: 'nascido vivo', es: 'nacido vivo', en: 'live birth', also: ['NV'] },
    'fetal-death': {
      pt: 'óbito fetal',
      es: 'muerte fetal',
      en: 'fetal death',
      // 'stillbirth' is the WHO kit's word for it.
      also: ['natimorto', 'mortinato', 'stillbirth'],
    },
    topfa: {
      pt: 'interrupção da gestação',
      es: 'interrupción del embarazo',
      en: 'termination of pregnancy',
      // Termination of pregnancy for fetal anomaly and the usual Latin American abbreviations.
      // The WHO kit records it as an induced abortion.
      also: [
        'TOPFA',
        'IG',
        'IVE',
        'ILE',
        'IVG',
        'induced abortion',
        'aborto inducido',
        'aborto induzido',
      ],
    },
  } satisfies Terms<CaseOutcome>,
  sex: {
    male: { pt: 'masculino', es: 'masculino', en: 'male', also: ['M'] },
    female: { pt: 'feminino', es: 'femenino', en: 'female', also: ['F'] },
    indeterminate: {
      pt: 'indeterminado',
      es: 'indeterminado',
      en: 'indeterminate',
      also: ['I', 'intersex', 'intersexo'],
    },
    'not-specified': {
      pt: 'não especificado',
      es: 'no especificado',
      en: 'not specified',
      also: ['NE'],
    },
  } satisfies Terms<CaseSex>,
  prenatalDiagnosis: {
    yes: { pt: 'sim', es: 'sí', en: 'yes', also: ['S', 'Y', '1'] },
    no: { pt: 'não', es: 'no', en: 'no', also: ['N', '0'] },
    unknown: { pt: 'ignorado', es: 'desconocido', en: 'unknown', also: ['9'] },
  } satisfies Terms<PrenatalDiagnosis>,
  syndrome: {
    yes: { pt: 'sim', es: 'sí', en: 'yes', also: ['S', 'Y', 'X', '1', 'true'] },
    no: { pt: 'não', es: 'no', en: 'no', also: ['N', '0', 'false'] },
  } satisfies Terms<'yes' | 'no'>,
  recordStatus: {
    open: { pt: 'aberto', es: 'abierto', en: 'open' },
    incomplete: { pt: 'incompleto', es: 'incompleto', en: 'incomplete' },
    complete: { pt: 'concluído', es: 'completo', en: 'complete', also: ['concluido', 'completo'] },
    discarded: { pt: 'descartado', es: 'descartado', en: 'discarded' },
  } satisfies Terms<RecordStatus>,
  diagnosisStatuses: {
    confirmed: { pt: 'confirmado', es: 'confirmado', en: 'confirmed' },
    possible: { pt: 'possível', es: 'posible', en: 'possible' },
    misdiagnosis: { pt: 'erro de diagnóstico', es: 'error diagnóstico', en: 'misdiagnosis' },
    excluded: { pt: 'excluído', es: 'excluido', en: 'excluded' },
  } satisfies Terms<DiagnosisStatus>,
  clinicalPresentation: {
    isolated: { pt: 'isolada', es: 'aislada', en: 'isolated' },
    multiple: { pt: 'múltipla', es: 'múltiple', en: 'multiple' },
    syndrome: { pt: 'síndrome', es: 'síndrome', en: 'syndrome' },
  } satisfies Terms<ClinicalPresentation>,
  diagnosisCorrected: {
    yes: { pt: 'sim', es: 'sí', en: 'yes', also: ['S', 'Y', 'X', '1', 'true'] },
    no: { pt: 'não', es: 'no', en: 'no', also: ['N', '0', 'false'] },
  } satisfies Terms<'yes' | 'no'>,
  // Written only (the platform computes the class).
  caseClass: {
    chromosomal: { pt: 'cromossômica', es: 'cromosómica', en: 'chromosomal' },
    syndrome: { pt: 'síndrome', es: 'síndrome', en: 'syndrome' },
    multiple: { pt: 'múltipla', es: 'múltiple', en: 'multiple' },
    isolated: { pt: 'isolada', es: 'aislada', en: 'isolated' },
  } satisfies Terms<CaseClass>,
}

export type CodedColumn =
  | 'outcome'
  | 'sex'
  | 'prenatalDiagnosis'
  | 'syndrome'
  | 'recordStatus'
  | 'diagnosisStatuses'
  | 'clinicalPresentation'
  | 'diagnosisCorrected'

const codesOf = {
  outcome: caseOutcomes,
  sex: caseSexes,
  prenatalDiagnosis: prenatalDiagnoses,
  syndrome: ['yes', 'no'] as const,
  recordStatus: recordStatuses,
  diagnosisStatuses,
  clinicalPresentation: clinicalPresentations,
  diagnosisCorrected: ['yes', 'no'] as const,
} satisfies Record<CodedColumn, readonly string[]>

/** Lower case, no accents, hyphens and underscores as spaces, single spaces. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()

const lookup = new Map<CodedColumn, Map<string, string>>()
for (const column of Object.keys(codesOf) as CodedColumn[]) {
  const words = new Map<string, string>()
  const terms = caseFileValues[column] as Terms<string>
  for (const code of codesOf[column]) {
    const { also = [], ...inLanguages } = terms[code]!
    for (const word of [code, ...Object.values(inLanguages), ...also])
      words.set(normalise(word), code)
  }
  lookup.set(column, words)
}

/** The code a file's word stands for in a coded column (any language), or null. */
export function readCaseFileValue(column: CodedColumn, text: string): string | null {
  return lookup.get(column)!.get(normalise(text)) ?? null
}

/** A code as the file of `locale` writes it ('live-birth' → 'nascido vivo'). */
export function caseFileTerm(
  column: keyof typeof caseFileValues,
  code: string,
  locale: Locale,
): string {
  const terms = caseFileValues[column] as Terms<string>
  return terms[code]?.[locale] ?? code
}

/** A column's words in one language, for an error or the data dictionary ('sim, não'). */
export const caseFileTerms = (column: CodedColumn, locale: Locale): string[] =>
  codesOf[column].map((code) => caseFileTerm(column, code, locale))
