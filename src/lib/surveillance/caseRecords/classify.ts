import { codeInRanges, normaliseCode } from './codes'
import type { CaseClass, ClassificationLists } from './model'

/**
 * A case's class, the first that applies (README.md explains it): chromosomal when any code is
 * chromosomal; syndrome when the registry says so; multiple when its major codes (those not on
 * the minor list) fall in two or more organ systems; else isolated (also a case with minor
 * codes only). A major code outside every listed system is a system of its own: its
 * three-character category.
 */
export function classifyCase(
  codes: string[],
  syndrome: boolean,
  lists: ClassificationLists,
): CaseClass {
  const normalised = codes.map(normaliseCode).filter((code): code is string => code !== null)
  if (normalised.some((code) => codeInRanges(code, lists.chromosomal))) return 'chromosomal'
  if (syndrome) return 'syndrome'
  const systems = new Set(
    normalised
      .filter((code) => !codeInRanges(code, lists.minor))
      .map(
        (code) =>
          lists.systems.find((system) => codeInRanges(code, system.codes))?.system ??
          `category:${code.slice(0, 3)}`,
      ),
  )
  return systems.size >= 2 ? 'multiple' : 'isolated'
}
