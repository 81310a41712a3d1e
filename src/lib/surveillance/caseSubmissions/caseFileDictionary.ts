import type { Locale } from '@/i18n/locales'
import type { CsvValue } from '../present/csv'
import { caseColumnHeader, caseInputColumns, type CaseFileColumn } from './caseFileColumns'
import { caseFileTerms, caseFileValues, type CodedColumn } from './caseFileValues'

type Text = Record<Locale, string>

const titles: Record<'column' | 'meaning' | 'values' | 'sheet', Text> = {
  column: { pt: 'coluna', es: 'columna', en: 'column' },
  meaning: { pt: 'significado', es: 'significado', en: 'meaning' },
  values: { pt: 'valores aceitos', es: 'valores aceptados', en: 'accepted values' },
  sheet: { pt: 'dicionario', es: 'diccionario', en: 'dictionary' },
}

const blank: Text = {
  pt: 'vazio = não disponível',
  es: 'vacío = no disponible',
  en: 'blank = not available',
}

/** What each column holds, and its values when they are not coded words. */
const meanings: Record<CaseFileColumn, { meaning: Text; values?: Text }> = {
  registry: {
    meaning: {
      pt: 'Código do registro na rede (só na primeira linha).',
      es: 'Código del registro en la red (solo en la primera fila).',
      en: 'The registry’s network code (first row only).',
    },
  },
  year: {
    meaning: { pt: 'Ano do envio.', es: 'Año del envío.', en: 'Year of the submission.' },
  },
  semester: {
    meaning: {
      pt: 'Semestre do envio.',
      es: 'Semestre del envío.',
      en: 'Semester of the submission.',
    },
    values: { pt: '1, 2', es: '1, 2', en: '1, 2' },
  },
  caseId: {
    meaning: {
      pt: 'Identificador pseudônimo do caso no registro; nunca nomes nem números de documentos.',
      es: 'Identificador seudónimo del caso en el registro; nunca nombres ni números de documentos.',
      en: 'The registry’s pseudonymous case identifier; never names or document numbers.',
    },
  },
  month: {
    meaning: {
      pt: 'Mês do nascimento ou do fim da gestação.',
      es: 'Mes del nacimiento o del fin del embarazo.',
      en: 'Month of birth or end of pregnancy.',
    },
    values: {
      pt: '1–12, dentro do semestre',
      es: '1–12, dentro del semestre',
      en: '1–12, inside the semester',
    },
  },
  day: {
    meaning: { pt: 'Dia (opcional).', es: 'Día (opcional).', en: 'Day (optional).' },
    values: { pt: '1–31', es: '1–31', en: '1–31' },
  },
  outcome: {
    meaning: {
      pt: 'Desfecho: nascido vivo, óbito fetal ou interrupção da gestação por anomalia fetal.',
      es: 'Desenlace: nacido vivo, muerte fetal o interrupción del embarazo por anomalía fetal.',
      en: 'Outcome: live birth, fetal death or termination of pregnancy for fetal anomaly.',
    },
  },
  sex: { meaning: { pt: 'Sexo.', es: 'Sexo.', en: 'Sex.' } },
  plurality: {
    meaning: {
      pt: 'Número de fetos da gestação (1 = único).',
      es: 'Número de fetos del embarazo (1 = único).',
      en: 'Number of fetuses in the pregnancy (1 = singleton).',
    },
  },
  gestationalWeeks: {
    meaning: {
      pt: 'Idade gestacional em semanas completas.',
      es: 'Edad gestacional en semanas completas.',
      en: 'Gestational age in completed weeks.',
    },
  },
  birthWeight: {
    meaning: { pt: 'Peso em gramas.', es: 'Peso en gramos.', en: 'Weight in grams.' },
  },
  prenatalDiagnosis: {
    meaning: {
      pt: 'Diagnóstico pré-natal.',
      es: 'Diagnóstico prenatal.',
      en: 'Prenatal diagnosis.',
    },
  },
  diagnosisWeeks: {
    meaning: {
      pt: 'Idade gestacional no diagnóstico, em semanas.',
      es: 'Edad gestacional en el diagnóstico, en semanas.',
      en: 'Gestational age at diagnosis, in weeks.',
    },
  },
  maternalAge: {
    meaning: {
      pt: 'Idade da mãe em anos.',
      es: 'Edad de la madre en años.',
      en: 'Mother’s age in years.',
    },
  },
  codes: {
    meaning: {
      pt: 'Códigos CID-10 das anomalias, separados por ";" (ex.: Q21.0; Q66.0).',
      es: 'Códigos CIE-10 de las anomalías, separados por ";" (p. ej., Q21.0; Q66.0).',
      en: 'ICD-10 codes of the anomalies, separated by ";" (e.g. Q21.0; Q66.0).',
    },
  },
  syndrome: {
    meaning: {
      pt: 'O registro sabe que o caso é uma síndrome genética.',
      es: 'El registro sabe que el caso es un síndrome genético.',
      en: 'The registry knows the case is a genetic syndrome.',
    },
  },
  description: {
    meaning: {
      pt: 'Síndrome ou descrição livre (opcional).',
      es: 'Síndrome o descripción libre (opcional).',
      en: 'Syndrome or free description (optional).',
    },
  },
  recordStatus: {
    meaning: {
      pt: 'Situação do registro no fluxo da OMS: aberto, incompleto (sem diagnóstico final possível), concluído ou descartado. Só registros concluídos entram nos indicadores da OMS.',
      es: 'Estado del registro en el flujo de la OMS: abierto, incompleto (sin diagnóstico final posible), completo o descartado. Solo los registros completos entran en los indicadores de la OMS.',
      en: 'The record’s status in the WHO workflow: open, incomplete (no final diagnosis possible), complete or discarded. Only complete records enter the WHO indicators.',
    },
  },
  diagnosisStatuses: {
    meaning: {
      pt: 'Situação do diagnóstico de cada código, na ordem dos códigos e separada por ";" (uma só vale para todos). Só diagnósticos confirmados contam.',
      es: 'Estado del diagnóstico de cada código, en el orden de los códigos y separado por ";" (uno solo vale para todos). Solo cuentan los diagnósticos confirmados.',
      en: 'The diagnosis status of each code, in the codes’ order, separated by ";" (a single one applies to all). Only confirmed diagnoses count.',
    },
  },
  clinicalPresentation: {
    meaning: {
      pt: 'Apresentação clínica segundo o registro.',
      es: 'Presentación clínica según el registro.',
      en: 'Clinical presentation as the registry judges it.',
    },
  },
  diagnosisDate: {
    meaning: {
      pt: 'Data do diagnóstico.',
      es: 'Fecha del diagnóstico.',
      en: 'Date of diagnosis.',
    },
    values: { pt: 'AAAA-MM-DD', es: 'AAAA-MM-DD', en: 'YYYY-MM-DD' },
  },
  reportDate: {
    meaning: {
      pt: 'Data da notificação do caso ao registro.',
      es: 'Fecha de notificación del caso al registro.',
      en: 'Date the case was reported to the registry.',
    },
    values: { pt: 'AAAA-MM-DD', es: 'AAAA-MM-DD', en: 'YYYY-MM-DD' },
  },
  completionDate: {
    meaning: {
      pt: 'Data em que o registro foi concluído.',
      es: 'Fecha en que el registro se completó.',
      en: 'Date the record was marked complete.',
    },
    values: { pt: 'AAAA-MM-DD', es: 'AAAA-MM-DD', en: 'YYYY-MM-DD' },
  },
  diagnosisCorrected: {
    meaning: {
      pt: 'Um especialista em anomalias congênitas corrigiu o diagnóstico.',
      es: 'Un especialista en anomalías congénitas corrigió el diagnóstico.',
      en: 'A birth-defects specialist corrected the diagnosis.',
    },
  },
  groups: { meaning: { pt: '', es: '', en: '' } },
  caseClass: { meaning: { pt: '', es: '', en: '' } },
}

const also: Text = { pt: 'também', es: 'también', en: 'also' }

/** A coded column's words in the reader's language, then the API's codes and abbreviations. */
function codedValues(column: CodedColumn, locale: Locale): string {
  const terms = caseFileValues[column] as Record<string, { also?: string[] }>
  const extra = Object.entries(terms).flatMap(([code, term]) => [code, ...(term.also ?? [])])
  return `${caseFileTerms(column, locale).join(', ')} (${also[locale]}: ${extra.join(', ')})`
}

const coded = new Set<CaseFileColumn>([
  'outcome',
  'sex',
  'prenatalDiagnosis',
  'syndrome',
  'recordStatus',
  'diagnosisStatuses',
  'clinicalPresentation',
  'diagnosisCorrected',
])
/** Never blank (registry, year and semester may be, below the first row). */
const required = new Set<CaseFileColumn>([
  'registry',
  'year',
  'semester',
  'caseId',
  'month',
  'outcome',
  'codes',
])
const blankSyndrome: Text = { pt: 'vazio = não', es: 'vacío = no', en: 'blank = no' }

/** The template's data dictionary: one row per column (its header, meaning and values). */
export function caseFileDictionary(locale: Locale): CsvValue[][] {
  return [
    [titles.column[locale], titles.meaning[locale], titles.values[locale]],
    ...caseInputColumns.map((column) => {
      const { meaning, values } = meanings[column]
      const accepted = coded.has(column)
        ? codedValues(column as CodedColumn, locale)
        : (values?.[locale] ?? '')
      return [
        caseColumnHeader(column, locale),
        meaning[locale],
        [
          accepted,
          column === 'syndrome' ? blankSyndrome[locale] : required.has(column) ? '' : blank[locale],
        ]
          .filter(Boolean)
          .join('; '),
      ]
    }),
  ]
}

export const dictionarySheetName = (locale: Locale): string => titles.sheet[locale]
