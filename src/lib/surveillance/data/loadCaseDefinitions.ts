import type { Payload } from 'payload'
import type { AnomalyDefinition } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { codeInRanges, parseCodeList } from '../caseRecords/codes'
import { definitionFor } from '../caseRecords/groups'
import type { ClassificationLists, CodeRange, GroupDefinition } from '../caseRecords/model'
import { malformationNumbers } from './malformationNumbers'
import {
  defaultAcceptedCodes,
  defaultChromosomalCodes,
  defaultFemaleOnlyCodes,
  defaultMaleOnlyCodes,
  defaultMinorCodes,
  defaultSystemCodes,
  organSystems,
} from '../caseRecords/defaultLists'

/** What grouping, classifying and validating case records read from the office's settings. */
export interface CaseDefinitions {
  /** Every stored version of every anomaly's definition. */
  definitions: GroupDefinition[]
  /** The versions in force on a day ('YYYY-MM-DD'), one per anomaly that has one. */
  definitionsFor: (date: string) => GroupDefinition[]
  lists: ClassificationLists
  /** Whether a normalised code is among the codes registries may send. */
  codeExists: (normalised: string) => boolean
  sexSpecific: { male: CodeRange[]; female: CodeRange[] }
}

/**
 * The anomaly definitions (collection `anomaly-definitions`) and the office's lists (global
 * `case-classification`), read once; a list never saved reads as its default.
 */
export async function loadCaseDefinitions(payload: Payload): Promise<CaseDefinitions> {
  const [stored, numberOf, settings] = await Promise.all([
    payload.find({
      collection: 'anomaly-definitions',
      depth: 0,
      limit: 0,
      pagination: false,
      select: {
        malformation: true,
        version: true,
        validFrom: true,
        include: true,
        exclude: true,
        yieldsTo: true,
      },
      overrideAccess: true,
    }),
    malformationNumbers(payload),
    payload.findGlobal({ slug: 'case-classification', depth: 0, overrideAccess: true }),
  ])
  const definitions = stored.docs.flatMap((doc) => toGroupDefinition(doc, numberOf))
  const numbers = [...new Set(definitions.map((definition) => definition.malformation))]
  const inForce = new Map<string, GroupDefinition[]>()
  const definitionsFor = (date: string) => {
    let found = inForce.get(date)
    if (!found) {
      found = numbers
        .map((number) => definitionFor(definitions, number, date))
        .filter((definition) => definition !== null)
      inForce.set(date, found)
    }
    return found
  }
  // Never saved, the global reads as its defaults; once saved, a cleared list is empty.
  const saved = Boolean(settings.updatedAt)
  const codes = (stored: string | null | undefined, fallback: string): CodeRange[] =>
    parseCodeList(saved ? (stored ?? '') : fallback) ?? []
  const accepted = codes(settings.acceptedCodes, defaultAcceptedCodes)
  return {
    definitions,
    definitionsFor,
    lists: {
      chromosomal: codes(settings.chromosomalCodes, defaultChromosomalCodes),
      minor: codes(settings.minorCodes, defaultMinorCodes),
      systems: (saved ? (settings.systems ?? []) : defaultSystems).map((row) => ({
        system: row.system,
        codes: parseCodeList(row.codes) ?? [],
      })),
    },
    codeExists: (normalised) => codeInRanges(normalised, accepted),
    sexSpecific: {
      male: codes(settings.maleOnlyCodes, defaultMaleOnlyCodes),
      female: codes(settings.femaleOnlyCodes, defaultFemaleOnlyCodes),
    },
  }
}

type StoredDefinition = Pick<
  AnomalyDefinition,
  'malformation' | 'version' | 'validFrom' | 'include' | 'exclude' | 'yieldsTo'
>

function toGroupDefinition(
  doc: StoredDefinition,
  numberOf: Map<string, number>,
): GroupDefinition[] {
  const malformation = numberOf.get(String(relationId(doc.malformation)))
  const include = parseCodeList(doc.include ?? '')
  // The fields' validation keeps these readable; a definition that is not is left out, not
  // read as "no code".
  if (malformation === undefined || !include) return []
  return [
    {
      malformation,
      version: doc.version,
      // Dates picked by day are stored at noon UTC: the day is the date part.
      validFrom: String(doc.validFrom).slice(0, 10),
      include,
      exclude: parseCodeList(doc.exclude ?? '') ?? [],
      yieldsTo: (doc.yieldsTo ?? [])
        .map((value) => numberOf.get(String(relationId(value))))
        .filter((number): number is number => number !== undefined),
    },
  ]
}

const defaultSystems = organSystems.map((system) => ({ system, codes: defaultSystemCodes[system] }))
