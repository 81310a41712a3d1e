import { tr, type Translated } from '@/i18n/locales'
import { demoMalformations } from './malformations'

export interface DemoAnomalyDefinition {
  malformation: number
  version: string
  validFrom: string
  include: string
  yieldsTo: number[]
  note: Translated
}

/** Applies to every case the demo holds, whatever its year. */
const SINCE_ALWAYS = '1900-01-01'

/**
 * EUROCAT's hierarchy of neural tube defects: anencephaly (10) over encephalocele (11) over
 * spina bifida (3); hydrocephaly (2) counts only without a neural tube defect.
 */
const hierarchy: Record<number, number[]> = {
  11: [10],
  3: [10, 11],
  2: [10, 11, 3],
}

const note = tr(
  'Definição de demonstração: os códigos CID-10 da lista de malformações; a hierarquia dos defeitos do tubo neural como no EUROCAT.',
  'Definición de demostración: los códigos CIE-10 de la lista de malformaciones; la jerarquía de los defectos del tubo neural como en EUROCAT.',
  'Demonstration definition: the ICD-10 codes of the malformations list; the hierarchy of neural tube defects as in EUROCAT.',
)

/** Version '1' of each demo anomaly's definition, from its `icd10` field. */
export const demoAnomalyDefinitions: DemoAnomalyDefinition[] = demoMalformations.map(
  ({ number, icd10 }) => ({
    malformation: number,
    version: '1',
    validFrom: SINCE_ALWAYS,
    include: icd10,
    yieldsTo: hierarchy[number] ?? [],
    note,
  }),
)
