/**
 * The WHO core anomalies of the birth-defects surveillance kit, one per prevalence indicator
 * (BDS.IND.1–36), with the ICD-10 codes of its data dictionary (BDS.Comm.DE.20–152) and the
 * ICD-11 codes kept beside them. Identifiers, codes and rules are the kit's; the names are its
 * English labels, written here only to identify the list.
 *
 * Source: Digital adaptation kit for birth defects surveillance: operational requirements for
 * implementing WHO recommendations in digital systems. Geneva: World Health Organization; 2025
 * (SMART Guidelines collection), data dictionary v1.0.0, https://iris.who.int/handle/10665/381620.
 * Licence: CC BY-NC-SA 3.0 IGO. This adaptation was not created by WHO; WHO is not responsible
 * for its content or accuracy. The original English edition is the binding and authentic edition.
 *
 * A code of three characters (Q02) covers its subcodes; a code of four (Q00.0) covers its BPA
 * fifth digits (Q00.00) but not the less precise Q00 (as the network's groups compare codes).
 * The kit's lists overlap (Q71.3 and Q72.3 are in three limb-deficiency lists): a case counts in
 * every list one of its confirmed diagnoses falls in, with no hierarchy between lists.
 */
export interface CoreAnomaly {
  id: `BDS.IND.${number}`
  name: string
  icd10: string[]
  icd11: string[]
  /** The denominator: all births, or male births (hypospadias). */
  denominator?: 'male-births'
  /** Whether the kit disaggregates it by clinical presentation (not for trisomy 21 and infections). */
  byPresentation?: false
}

export const coreAnomalies: CoreAnomaly[] = [
  { id: 'BDS.IND.1', name: 'Anencephaly', icd10: ['Q00.0'], icd11: ['LA00.0Z'] },
  { id: 'BDS.IND.2', name: 'Craniorachischisis', icd10: ['Q00.1'], icd11: ['LA00.00'] },
  { id: 'BDS.IND.3', name: 'Iniencephaly', icd10: ['Q00.2'], icd11: ['LA00.1'] },
  {
    id: 'BDS.IND.4',
    name: 'Encephalocele',
    icd10: ['Q01.0', 'Q01.1', 'Q01.2', 'Q01.8', 'Q01.9'],
    icd11: ['LA01'],
  },
  {
    id: 'BDS.IND.5',
    name: 'Spina bifida',
    icd10: [
      'Q05.0',
      'Q05.1',
      'Q05.2',
      'Q05.3',
      'Q05.4',
      'Q05.5',
      'Q05.6',
      'Q05.7',
      'Q05.8',
      'Q05.9',
    ],
    icd11: ['LA02.00', 'LA02.01'],
  },
  { id: 'BDS.IND.6', name: 'Microcephaly', icd10: ['Q02'], icd11: ['LA05.0'] },
  {
    id: 'BDS.IND.7',
    name: 'Microtia/anotia',
    icd10: ['Q16.0', 'Q17.2'],
    icd11: ['LA22.0', 'LA22.1'],
  },
  { id: 'BDS.IND.8', name: 'Common truncus', icd10: ['Q20.0'], icd11: ['LA85.4'] },
  { id: 'BDS.IND.9', name: 'Transposition of great arteries', icd10: ['Q20.3'], icd11: ['LA85.1'] },
  { id: 'BDS.IND.10', name: 'Tetralogy of Fallot', icd10: ['Q21.3'], icd11: ['LA88.2Z'] },
  { id: 'BDS.IND.11', name: 'Pulmonary valve atresia', icd10: ['Q22.0'], icd11: ['LA8A.1Y'] },
  { id: 'BDS.IND.12', name: 'Tricuspid valve atresia', icd10: ['Q22.4'], icd11: ['LA89.1'] },
  {
    id: 'BDS.IND.13',
    name: 'Hypoplastic left heart syndrome',
    icd10: ['Q23.4'],
    icd11: ['LA89.3'],
  },
  { id: 'BDS.IND.14', name: 'Interrupted aortic arch', icd10: ['Q25.4'], icd11: ['LA8B.22'] },
  {
    id: 'BDS.IND.15',
    name: 'Cleft palate',
    icd10: ['Q35.1', 'Q35.3', 'Q35.5', 'Q35.9'],
    icd11: ['LA42.0', 'LA42.1', 'LA42.Z'],
  },
  {
    id: 'BDS.IND.16',
    name: 'Cleft lip only',
    icd10: ['Q36.0', 'Q36.9', 'Q36.99'],
    icd11: ['LA40.0', 'LA40.1', 'LA40.Z'],
  },
  {
    id: 'BDS.IND.17',
    name: 'Cleft palate with cleft lip',
    icd10: ['Q37.0', 'Q37.1', 'Q37.2', 'Q37.3', 'Q37.4', 'Q37.5', 'Q37.8', 'Q37.9'],
    icd11: ['LA40.0', 'LA40.1', 'LA40.Z', 'LA42.0', 'LA42.1', 'LA42.Z'],
  },
  {
    id: 'BDS.IND.18',
    name: 'Oesophageal atresia/tracheo-oesophageal fistula',
    icd10: ['Q39.0', 'Q39.1', 'Q39.2'],
    icd11: ['LB12.1Y', 'LB12.1Z', 'LB12.2'],
  },
  {
    id: 'BDS.IND.19',
    name: 'Large intestinal atresia/stenosis',
    icd10: ['Q42.8', 'Q42.9'],
    icd11: ['LB16.0', 'LB16.Y'],
  },
  {
    id: 'BDS.IND.20',
    name: 'Anorectal atresia/stenosis',
    icd10: ['Q42.0', 'Q42.1', 'Q42.2', 'Q42.3'],
    icd11: ['LB17.0', 'LB17.Y'],
  },
  {
    id: 'BDS.IND.21',
    name: 'Hypospadias',
    icd10: ['Q54.0', 'Q54.1', 'Q54.2', 'Q54.3', 'Q54.8', 'Q54.9'],
    icd11: ['LB53.0Y', 'LB53.1', 'LB53.2', 'LB53.4', 'LB53.Y', 'LB53.Z'],
    denominator: 'male-births',
  },
  {
    id: 'BDS.IND.22',
    name: 'Renal agenesis/hypoplasia',
    icd10: ['Q60.0', 'Q60.1', 'Q60.3', 'Q60.4'],
    icd11: ['LB30.00', 'LB30.0Y'],
  },
  { id: 'BDS.IND.23', name: 'Talipes equinovarus', icd10: ['Q66.0'], icd11: ['LB98.00'] },
  {
    id: 'BDS.IND.24',
    name: 'Limb deficiency: amelia',
    icd10: ['Q71.0', 'Q72.0', 'Q73.0'],
    icd11: ['LB99.0', 'LB9A.0'],
  },
  {
    id: 'BDS.IND.25',
    name: 'Limb deficiency: transverse terminal',
    icd10: ['Q71.2', 'Q71.3', 'Q72.2', 'Q72.3'],
    icd11: ['LB99.5', 'LB99.6', 'LB99.7', 'LB9A.4', 'LB9A.5', 'LB9A.7'],
  },
  {
    id: 'BDS.IND.26',
    name: 'Limb deficiency: transverse intercalary',
    icd10: ['Q71.1', 'Q72.1', 'Q72.4'],
    icd11: ['LB99.4', 'LB9A.3', 'LB9A.8'],
  },
  {
    id: 'BDS.IND.27',
    name: 'Limb deficiency: longitudinal preaxial',
    icd10: ['Q71.3', 'Q71.4', 'Q72.3', 'Q72.5'],
    icd11: ['LB99.2', 'LB99.7', 'LB9A.1', 'LB9A.5'],
  },
  {
    id: 'BDS.IND.28',
    name: 'Limb deficiency: longitudinal axial',
    icd10: ['Q71.6', 'Q72.7'],
    icd11: ['LB99.8', 'LB9A.6'],
  },
  {
    id: 'BDS.IND.29',
    name: 'Limb deficiency: longitudinal postaxial',
    icd10: ['Q71.3', 'Q71.5', 'Q72.3', 'Q72.6'],
    icd11: ['LB99.3', 'LB99.7', 'LB9A.2', 'LB9A.5'],
  },
  { id: 'BDS.IND.30', name: 'Omphalocele', icd10: ['Q79.2'], icd11: ['LB01'] },
  { id: 'BDS.IND.31', name: 'Gastroschisis', icd10: ['Q79.3'], icd11: ['LB02'] },
  {
    id: 'BDS.IND.32',
    name: 'Trisomy 21 (Down syndrome)',
    icd10: ['Q90.0', 'Q90.1', 'Q90.2', 'Q90.9'],
    icd11: ['LD40.0'],
    byPresentation: false,
  },
  {
    id: 'BDS.IND.33',
    name: 'Congenital rubella syndrome',
    icd10: ['P35.0'],
    icd11: ['KA62.8'],
    byPresentation: false,
  },
  {
    id: 'BDS.IND.34',
    name: 'Congenital syphilis',
    icd10: ['A50.9'],
    icd11: ['1A60.Z'],
    byPresentation: false,
  },
  {
    id: 'BDS.IND.35',
    name: 'Congenital cytomegalovirus',
    icd10: ['P35.1'],
    icd11: ['KA62.3'],
    byPresentation: false,
  },
  {
    id: 'BDS.IND.36',
    name: 'Congenital Zika syndrome',
    icd10: ['P35.4'],
    icd11: ['KA62.0'],
    byPresentation: false,
  },
]

/** Lists whose kit indicator is also disaggregated by laterality (not collected here yet). */
export const lateralityIndicators = new Set([
  'BDS.IND.7',
  'BDS.IND.16',
  'BDS.IND.17',
  'BDS.IND.22',
  'BDS.IND.23',
  'BDS.IND.24',
  'BDS.IND.25',
  'BDS.IND.26',
  'BDS.IND.27',
  'BDS.IND.28',
  'BDS.IND.29',
])
