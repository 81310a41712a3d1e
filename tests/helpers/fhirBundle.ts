/**
 * Case reports as a Birth Defects Reporting bundle (FHIR R4) and as the case-record CSV
 * template's rows, from one description of each case: the two ways a registry may send them.
 */
export interface ReportedCase {
  /** The hospital's medical record number of the baby (never stored by the platform). */
  mrn: string
  birthDate: string
  sex: 'male' | 'female'
  outcome: 'live-birth' | 'fetal-death' | 'topfa'
  weeks: number
  grams: number
  motherAge: number
  /** As the hospital codes it, and the ICD-10 code the WHO table gives for it (the CSV's). */
  codes: { system: 'icd10' | 'icd11' | 'snomed'; code: string; icd10: string }[]
}

const SYSTEM = {
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  icd11: 'http://id.who.int/icd/release/11/mms',
  snomed: 'http://snomed.info/sct',
}
const OUTCOME = { 'live-birth': '281050002', 'fetal-death': '237364002', topfa: '386639001' }

const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] })

export function caseReportBundle(cases: ReportedCase[]) {
  const entry: { fullUrl: string; resource: Record<string, unknown> }[] = []
  cases.forEach((item, index) => {
    const infant = `urn:uuid:infant-${index}`
    const subject = { reference: infant }
    entry.push({
      fullUrl: infant,
      resource: {
        resourceType: 'Patient',
        identifier: [{ system: 'urn:oid:2.16.840.1.113883.4.1.hospital', value: item.mrn }],
        // A name the platform must never keep (no real person: a demonstration placeholder).
        name: [{ family: 'Demonstração', given: [`Bebê ${index + 1}`] }],
        gender: item.sex,
        birthDate: item.birthDate,
        multipleBirthInteger: 1,
      },
    })
    item.codes.forEach((code, n) =>
      entry.push({
        fullUrl: `urn:uuid:condition-${index}-${n}`,
        resource: {
          resourceType: 'Condition',
          code: { coding: [{ system: SYSTEM[code.system], code: code.code }] },
          subject,
        },
      }),
    )
    const observations = [
      { code: loinc('11884-4'), valueQuantity: { value: item.weeks, unit: 'wk', code: 'wk' } },
      { code: loinc('8339-4'), valueQuantity: { value: item.grams, unit: 'g', code: 'g' } },
      {
        code: loinc('30525-0'),
        focus: [subject],
        valueQuantity: { value: item.motherAge, unit: 'a', code: 'a' },
      },
      {
        code: loinc('63893-2'),
        valueCodeableConcept: { coding: [{ system: SYSTEM.snomed, code: OUTCOME[item.outcome] }] },
      },
    ]
    observations.forEach((observation, n) =>
      entry.push({
        fullUrl: `urn:uuid:observation-${index}-${n}`,
        resource: { resourceType: 'Observation', status: 'final', subject, ...observation },
      }),
    )
  })
  return { resourceType: 'Bundle', type: 'collection', entry }
}

export const CSV_HEADER =
  'codigo_registro;ano;semestre;id_caso;mes;dia;desfecho;sexo;pluralidade;semanas_gestacao;peso_gramas;diagnostico_prenatal;semanas_diagnostico;idade_materna;codigos_cid10;sindrome;descricao'

export function caseCsvRows(
  registry: string,
  year: number,
  semester: number,
  cases: ReportedCase[],
) {
  return cases.map(
    (item, index) =>
      `${registry};${year};${semester};C${index + 1};${Number(item.birthDate.slice(5, 7))};${Number(item.birthDate.slice(8, 10))};${item.outcome};${item.sex};1;${item.weeks};${item.grams};;;${item.motherAge};"${item.codes.map((code) => code.icd10).join('; ')}";;`,
  )
}

/** Ten cases of the first semester of `year`, coded the three ways hospitals code them. */
export function tenCases(year: number): ReportedCase[] {
  const codes: ReportedCase['codes'][] = [
    [{ system: 'icd10', code: 'Q05.9', icd10: 'Q05.9' }],
    [{ system: 'icd11', code: 'LA00.0Z', icd10: 'Q00.0' }],
    [{ system: 'snomed', code: '72951007', icd10: 'Q79.3' }],
    [
      { system: 'icd10', code: 'Q90.9', icd10: 'Q90.9' },
      { system: 'icd10', code: 'Q21.0', icd10: 'Q21.0' },
    ],
    [{ system: 'icd11', code: 'LB01', icd10: 'Q79.2' }],
    [{ system: 'snomed', code: '87979003', icd10: 'Q35.9' }],
    [{ system: 'icd10', code: 'Q66.0', icd10: 'Q66.0' }],
    [{ system: 'icd11', code: 'LA40.1', icd10: 'Q36.0' }],
    [{ system: 'snomed', code: '86299006', icd10: 'Q21.3' }],
    [{ system: 'icd10', code: 'Q00.0', icd10: 'Q00.0' }],
  ]
  return codes.map((list, index) => ({
    mrn: `MRN-${year}-${index + 1}`,
    birthDate: `${year}-0${(index % 6) + 1}-1${index % 9}`,
    sex: index % 2 ? 'female' : 'male',
    outcome: index === 1 ? 'topfa' : index === 9 ? 'fetal-death' : 'live-birth',
    weeks: index === 1 ? 20 : 38 + (index % 3),
    grams: index === 1 ? 350 : 2800 + index * 50,
    motherAge: 20 + index,
    codes: list,
  }))
}
