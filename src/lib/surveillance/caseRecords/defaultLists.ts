/**
 * The office's lists as first set up, in the malformations' `icd10` notation: the case
 * classification global starts from them, and the loader falls back on them when the global
 * has never been saved.
 */

/** The ICD-10 Q chapter's categories (Q94 does not exist) and the few other codes groups use. */
export const defaultAcceptedCodes =
  'Q00-Q07, Q10-Q18, Q20-Q28, Q30-Q37, Q38-Q45, Q50-Q56, Q60-Q64, Q65-Q79, Q80-Q89, Q90-Q93, Q95-Q99'

export const defaultChromosomalCodes = 'Q90-Q99'

/**
 * A starting list of EUROCAT's minor anomalies (EUROCAT Guide 1.5, chapter 3.2) that have
 * their own ICD-10 code: eyelid and lacrimal duct, blue sclera, ear tags and shape, branchial
 * sinus, tongue-tie, unstable hip, flat foot, facial asymmetry and skull shape, torticollis,
 * naevus, single palmar crease, accessory nipple, single umbilical artery. The office completes it.
 */
export const defaultMinorCodes =
  'Q10.1-Q10.3, Q10.5, Q13.5, Q17.0-Q17.5, Q18.1, Q18.2, Q27.0, Q38.1, Q65.3-Q65.5, Q66.5, Q67.0-Q67.4, Q68.0, Q82.5, Q82.8, Q83.3'

export const organSystems = [
  'nervous',
  'eyeEarFaceNeck',
  'circulatory',
  'respiratory',
  'clefts',
  'digestive',
  'genital',
  'urinary',
  'musculoskeletal',
  'other',
] as const
export type OrganSystem = (typeof organSystems)[number]

/** Organ systems by ICD-10 blocks of the Q chapter. */
export const defaultSystemCodes: Record<OrganSystem, string> = {
  nervous: 'Q00-Q07',
  eyeEarFaceNeck: 'Q10-Q18',
  circulatory: 'Q20-Q28',
  respiratory: 'Q30-Q34',
  clefts: 'Q35-Q37',
  digestive: 'Q38-Q45',
  genital: 'Q50-Q56',
  urinary: 'Q60-Q64',
  musculoskeletal: 'Q65-Q79',
  other: 'Q80-Q89',
}

/** Undescended testis, hypospadias, other male genital organs. */
export const defaultMaleOnlyCodes = 'Q53-Q55'
/** Ovaries and tubes, uterus and cervix, other female genital organs. */
export const defaultFemaleOnlyCodes = 'Q50-Q52'
