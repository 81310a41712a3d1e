import { definitionFor } from './groups'
import type { GroupDefinition } from './model'

/**
 * The versions of one anomaly's definition that counted cases dated from `first` to `last`
 * ('YYYY-MM-DD'): the one in force on the first day, then every one that started within the
 * range, oldest first. What a figure over that period cites; empty when no version applies.
 */
export function versionsInForce(
  definitions: readonly GroupDefinition[],
  malformation: number,
  first: string,
  last: string,
): Pick<GroupDefinition, 'version' | 'validFrom'>[] {
  const start = definitionFor([...definitions], malformation, first)
  const later = definitions
    .filter(
      (definition) =>
        definition.malformation === malformation &&
        definition.validFrom > first &&
        definition.validFrom <= last,
    )
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
  return [...(start ? [start] : []), ...later].map(({ version, validFrom }) => ({
    version,
    validFrom,
  }))
}
