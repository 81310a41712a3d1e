import { codeInRanges, normaliseCode } from './codes'
import type { GroupDefinition } from './model'

/** The version of an anomaly's definition in force on a day ('YYYY-MM-DD'), or null. */
export function definitionFor(
  definitions: GroupDefinition[],
  malformation: number,
  date: string,
): GroupDefinition | null {
  let inForce: GroupDefinition | null = null
  for (const definition of definitions) {
    if (definition.malformation !== malformation || definition.validFrom > date) continue
    if (!inForce || definition.validFrom > inForce.validFrom) inForce = definition
  }
  return inForce
}

/**
 * The anomaly numbers a case belongs to, each once however many of its codes fall in it.
 * A code puts the case in a group when it is among the group's included codes and not among
 * its excluded ones; then a group the case also shares with one of its `yieldsTo` groups is
 * dropped (the hierarchy reads the groups before the hierarchy, so its order never matters).
 * `definitions` are the versions in force on the case's date, one per anomaly; codes that are
 * not ICD-10 syntax put the case in no group. Ascending order.
 */
export function groupsOfCase(codes: string[], definitions: GroupDefinition[]): number[] {
  const normalised = codes.map(normaliseCode).filter((code): code is string => code !== null)
  const included = new Set(
    definitions
      .filter((definition) =>
        normalised.some(
          (code) =>
            codeInRanges(code, definition.include) && !codeInRanges(code, definition.exclude),
        ),
      )
      .map((definition) => definition.malformation),
  )
  const yielding = new Set(
    definitions
      .filter(
        (definition) =>
          included.has(definition.malformation) &&
          definition.yieldsTo.some(
            (other) => other !== definition.malformation && included.has(other),
          ),
      )
      .map((definition) => definition.malformation),
  )
  return [...included].filter((number) => !yielding.has(number)).sort((a, b) => a - b)
}
