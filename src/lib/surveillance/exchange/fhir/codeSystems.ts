/** The code systems and codes a Birth Defects Reporting bundle speaks (HL7 BDR IG, R4). */
export const SYSTEMS = {
  icd10: ['http://hl7.org/fhir/sid/icd-10', 'http://hl7.org/fhir/sid/icd-10-cm'],
  icd11: ['http://id.who.int/icd/release/11/mms', 'http://id.who.int/icd11/mms'],
  snomed: ['http://snomed.info/sct'],
  loinc: ['http://loinc.org'],
}

/** LOINC codes of the observations read. */
export const OBSERVATIONS = {
  gestationalAge: ['11884-4', '18185-9', '49051-6', '76516-4'],
  birthWeight: ['8339-4', '29463-7'],
  /** Age of the mother at delivery; the observation's `focus` (or `subject`) is the infant. */
  maternalAge: ['30525-0', '21612-7'],
  pregnancyOutcome: ['63893-2'],
}

/** SNOMED CT values of the pregnancy outcome, as the case record's outcome. */
export const OUTCOMES: Record<string, 'live-birth' | 'fetal-death' | 'topfa'> = {
  '281050002': 'live-birth',
  '237364002': 'fetal-death',
  '386639001': 'topfa',
}
