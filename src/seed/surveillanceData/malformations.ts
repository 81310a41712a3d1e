import { tr, type Translated } from '@/i18n/locales'

export interface DemoMalformation {
  number: number
  icd10: string
  name: Translated
  /**
   * Prevalence at birth per 10,000 births used to generate the demonstration
   * figures: for the nine anomalies the network published in 2020, its
   * network-wide rates; for the others, the order of magnitude reported for
   * Latin America.
   */
  per10000: number
}

/**
 * The anomalies the network publishes rates for (numbers 1–9, with its 2020
 * rates), then the usual others of surveillance programmes.
 */
export const demoMalformations: DemoMalformation[] = [
  {
    number: 1,
    icd10: 'Q02',
    per10000: 2.45,
    name: tr('Microcefalia', 'Microcefalia', 'Microcephaly'),
  },
  {
    number: 2,
    icd10: 'Q03',
    per10000: 3.03,
    name: tr('Hidrocefalia', 'Hidrocefalia', 'Hydrocephaly'),
  },
  {
    number: 3,
    icd10: 'Q05',
    per10000: 2.89,
    name: tr('Espinha bífida', 'Espina bífida', 'Spina bifida'),
  },
  {
    number: 4,
    icd10: 'Q20-Q26',
    per10000: 15.53,
    name: tr('Cardiopatias congênitas', 'Cardiopatías congénitas', 'Congenital heart defects'),
  },
  {
    number: 5,
    icd10: 'Q36',
    per10000: 2.02,
    name: tr('Fenda labial', 'Fisura labial', 'Cleft lip'),
  },
  {
    number: 6,
    icd10: 'Q37',
    per10000: 2.77,
    name: tr('Fenda labiopalatina', 'Fisura labiopalatina', 'Cleft lip and palate'),
  },
  {
    number: 7,
    icd10: 'Q66',
    per10000: 2.56,
    name: tr('Pé torto', 'Pie equinovaro (talipes)', 'Talipes'),
  },
  {
    number: 8,
    icd10: 'Q89.4',
    per10000: 0.16,
    name: tr('Gêmeos unidos', 'Gemelos unidos', 'Conjoined twins'),
  },
  {
    number: 9,
    icd10: 'Q90',
    per10000: 5.33,
    name: tr('Síndrome de Down', 'Síndrome de Down', 'Down syndrome'),
  },
  {
    number: 10,
    icd10: 'Q00.0',
    per10000: 2.4,
    name: tr('Anencefalia', 'Anencefalia', 'Anencephaly'),
  },
  {
    number: 11,
    icd10: 'Q01',
    per10000: 1.1,
    name: tr('Encefalocele', 'Encefalocele', 'Encephalocele'),
  },
  {
    number: 12,
    icd10: 'Q16.0, Q17.2',
    per10000: 3.6,
    name: tr('Anotia/microtia', 'Anotia/microtia', 'Anotia/microtia'),
  },
  {
    number: 13,
    icd10: 'Q79.3',
    per10000: 3.4,
    name: tr('Gastrosquise', 'Gastrosquisis', 'Gastroschisis'),
  },
  {
    number: 14,
    icd10: 'Q79.2',
    per10000: 2.1,
    name: tr('Onfalocele', 'Onfalocele', 'Omphalocele'),
  },
  { number: 15, icd10: 'Q54', per10000: 8.2, name: tr('Hipospádia', 'Hipospadias', 'Hypospadias') },
  {
    number: 16,
    icd10: 'Q71-Q73',
    per10000: 4.6,
    name: tr(
      'Defeitos de redução de membros',
      'Defectos por reducción de miembros',
      'Limb reduction defects',
    ),
  },
  {
    number: 17,
    icd10: 'Q39.0-Q39.1',
    per10000: 2.3,
    name: tr('Atresia de esôfago', 'Atresia de esófago', 'Oesophageal atresia'),
  },
  {
    number: 18,
    icd10: 'Q42',
    per10000: 3.1,
    name: tr('Atresia anorretal', 'Atresia anorrectal', 'Anorectal atresia'),
  },
]
