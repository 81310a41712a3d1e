/**
 * A Birth Defects Reporting bundle (HL7 FHIR R4) read into case records as the case-record JSON
 * body writes them: each infant (a Patient that a Condition is about) is a case; its sex and
 * birth date from the Patient; its anomalies from the Conditions' codes (ICD-10 as sent, ICD-11 or
 * SNOMED CT through the WHO core anomaly table); outcome, gestational age, birth weight and the
 * mother's age from Observations about it. Names, addresses and identifiers are never read into
 * the record: the case's identifier is a keyed hash of the infant's first identifier (`hashCase`),
 * the same for the same infant on every resubmission. Each problem carries its FHIRPath.
 */
import { createHmac } from 'node:crypto'
import {
  bundleSchema,
  conditionSchema,
  observationSchema,
  patientSchema,
  type Condition,
  type Observation,
  type Patient,
} from './bundleSchema'
import { OBSERVATIONS, OUTCOMES, SYSTEMS } from './codeSystems'
import { icd11ToIcd10, snomedToIcd10 } from './whoCoreAnomalyCodes'

export interface FhirProblem {
  /** FHIRPath of the element at fault, e.g. `Bundle.entry[3].resource.code`. */
  expression: string
  /** OperationOutcome's issue type: structure, required, code-invalid, value… */
  code: 'structure' | 'required' | 'code-invalid' | 'value' | 'invalid'
  /** A key of the surveillance messages' `fhir` namespace. */
  message: string
  params?: Record<string, string | number>
}

/** A case as the case-record body writes it (readCaseRecords reads it), with its infant's entry. */
export interface BundleCase {
  entry: number
  year: number
  record: Record<string, unknown>
}

export type BundleReading =
  { ok: true; cases: BundleCase[] } | { ok: false; problems: FhirProblem[] }

/** The identifier a registry can match on resubmission, never the identifier itself. */
export const hashCase = (secret: string, identifier: string): string =>
  'fhir-' + createHmac('sha256', secret).update(identifier).digest('hex').slice(0, 24)

const path = (index: number, rest = '') => `Bundle.entry[${index}].resource${rest}`
const has = (systems: string[], system: string | undefined) => !!system && systems.includes(system)

export function readBundle(body: unknown, secret: string): BundleReading {
  const bundle = bundleSchema.safeParse(body)
  if (!bundle.success)
    return {
      ok: false,
      problems: bundle.error.issues.slice(0, 50).map((issue) => ({
        expression: [
          'Bundle',
          ...issue.path.map((part) =>
            typeof part === 'number' ? `[${part}]` : `.${String(part)}`,
          ),
        ]
          .join('')
          .replace(/\.\[/g, '['),
        code: 'structure',
        message: 'notABundle',
      })),
    }
  const problems: FhirProblem[] = []
  const patients = new Map<string, { entry: number; patient: Patient }>()
  const conditions: { entry: number; condition: Condition }[] = []
  const observations: { entry: number; observation: Observation }[] = []
  bundle.data.entry.forEach((entry, index) => {
    const resource = entry.resource
    const schema =
      resource.resourceType === 'Patient'
        ? patientSchema
        : resource.resourceType === 'Condition'
          ? conditionSchema
          : resource.resourceType === 'Observation'
            ? observationSchema
            : null
    if (!schema) return
    const parsed = schema.safeParse(resource)
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 10))
        problems.push({
          expression: path(
            index,
            issue.path
              .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
              .join(''),
          ),
          code: 'structure',
          message: 'invalidElement',
        })
      return
    }
    const data = parsed.data
    if (data.resourceType === 'Patient') {
      for (const name of referencesTo(entry.fullUrl, 'Patient', resource.id))
        patients.set(name, { entry: index, patient: data })
    } else if (data.resourceType === 'Condition') conditions.push({ entry: index, condition: data })
    else observations.push({ entry: index, observation: data })
  })

  // The infants: the patients the conditions are about, in the order they first appear.
  const infants = new Map<Patient, { entry: number; codes: string[] }>()
  for (const { entry, condition } of conditions) {
    const subject = patients.get(condition.subject.reference ?? '')
    if (!subject) {
      problems.push({
        expression: path(entry, '.subject'),
        code: 'invalid',
        message: 'subjectNotInBundle',
      })
      continue
    }
    const code = icd10Of(condition)
    if (!code) {
      problems.push({
        expression: path(entry, '.code'),
        code: 'code-invalid',
        message: 'unmappedCode',
      })
      continue
    }
    const infant = infants.get(subject.patient) ?? { entry: subject.entry, codes: [] }
    if (!infant.codes.includes(code)) infant.codes.push(code)
    infants.set(subject.patient, infant)
  }
  if (conditions.length === 0)
    problems.push({ expression: 'Bundle.entry', code: 'required', message: 'noCondition' })

  const about = new Map<Patient, Observation[]>()
  for (const { observation } of observations)
    for (const ref of [observation.subject, ...(observation.focus ?? [])]) {
      const patient = patients.get(ref?.reference ?? '')?.patient
      if (patient) about.set(patient, [...(about.get(patient) ?? []), observation])
    }

  const cases: BundleCase[] = []
  for (const [patient, { entry, codes }] of infants) {
    const birth = patient.birthDate ?? ''
    if (birth.length !== 10) {
      problems.push({
        expression: path(entry, '.birthDate'),
        code: 'required',
        message: 'birthDateRequired',
      })
      continue
    }
    const identifier = patient.identifier?.find((id) => id.value)
    const key = identifier ? `${identifier.system ?? ''}|${identifier.value}` : null
    if (!key) {
      problems.push({
        expression: path(entry, '.identifier'),
        code: 'required',
        message: 'identifierRequired',
      })
      continue
    }
    const facts = about.get(patient) ?? []
    const outcome = outcomeOf(facts)
    if (!outcome) {
      problems.push({ expression: path(entry), code: 'required', message: 'outcomeRequired' })
      continue
    }
    cases.push({
      entry,
      year: Number(birth.slice(0, 4)),
      record: {
        caseId: hashCase(secret, key),
        month: Number(birth.slice(5, 7)),
        day: Number(birth.slice(8, 10)),
        outcome,
        sex:
          patient.gender === 'male' || patient.gender === 'female'
            ? patient.gender
            : patient.gender === 'other'
              ? 'indeterminate'
              : null,
        plurality:
          patient.multipleBirthInteger ?? (patient.multipleBirthBoolean === false ? 1 : null),
        gestationalWeeks: quantityOf(facts, OBSERVATIONS.gestationalAge, (value, unit) =>
          unit === 'd' ? Math.floor(value / 7) : Math.floor(value),
        ),
        birthWeight: quantityOf(facts, OBSERVATIONS.birthWeight, (value, unit) =>
          Math.round(unit === 'kg' ? value * 1000 : value),
        ),
        maternalAge: quantityOf(facts, OBSERVATIONS.maternalAge, (value) => Math.floor(value)),
        prenatalDiagnosis: null,
        diagnosisWeeks: null,
        codes,
        syndrome: false,
        description: null,
      },
    })
  }
  return problems.length ? { ok: false, problems } : { ok: true, cases }
}

/** How other resources may point to a patient: its fullUrl, or `Patient/<id>`. */
function referencesTo(fullUrl: string | undefined, type: string, id: string | undefined): string[] {
  return [fullUrl, id ? `${type}/${id}` : undefined].filter((name): name is string => !!name)
}

/** The condition's ICD-10 code: as sent, or mapped from ICD-11 or SNOMED CT (WHO core anomalies). */
function icd10Of(condition: Condition): string | null {
  const codings = condition.code.coding ?? []
  for (const coding of codings)
    if (has(SYSTEMS.icd10, coding.system) && coding.code) return coding.code
  for (const coding of codings) {
    const mapped = has(SYSTEMS.icd11, coding.system)
      ? icd11ToIcd10[coding.code ?? '']
      : has(SYSTEMS.snomed, coding.system)
        ? snomedToIcd10[coding.code ?? '']
        : undefined
    if (mapped) return mapped
  }
  return null
}

const isCoded = (observation: Observation, codes: string[]) =>
  (observation.code.coding ?? []).some(
    (coding) => has(SYSTEMS.loinc, coding.system) && codes.includes(coding.code ?? ''),
  )

function outcomeOf(facts: Observation[]) {
  for (const fact of facts)
    for (const coding of fact.valueCodeableConcept?.coding ?? [])
      if (has(SYSTEMS.snomed, coding.system) && OUTCOMES[coding.code ?? ''])
        return OUTCOMES[coding.code ?? '']
  return null
}

function quantityOf(
  facts: Observation[],
  codes: string[],
  read: (value: number, unit: string) => number,
): number | null {
  const fact = facts.find((observation) => isCoded(observation, codes) && observation.valueQuantity)
  const quantity = fact?.valueQuantity
  return quantity ? read(quantity.value, quantity.code ?? quantity.unit ?? '') : null
}
