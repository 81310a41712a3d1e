import { describe, expect, it } from 'vitest'
import { caseClasses, caseOutcomes } from '@/lib/surveillance/caseRecords/model'
import {
  atomCountedIn,
  breakdownEntries,
  caseBreakdownCells,
  type BreakdownRecord,
} from '@/lib/surveillance/tables/caseBreakdown'

/** Records drawn from a fixed sequence: every category, unknown prenatal and classless ones too. */
function records(count: number, seed: number): BreakdownRecord[] {
  let state = seed
  const next = (n: number) => {
    state = (state * 48_271) % 2_147_483_647
    return state % n
  }
  const prenatals = ['yes', 'no', 'unknown', null] as const
  return Array.from({ length: count }, () => ({
    outcome: caseOutcomes[next(caseOutcomes.length)]!,
    prenatalDiagnosis: prenatals[next(prenatals.length)]!,
    caseClass: next(5) === 0 ? null : caseClasses[next(caseClasses.length)]!,
    groups: next(6) === 0 ? [2] : [9],
    maternalAge: next(4) === 0 ? null : 15 + next(33),
  }))
}

describe('the atoms of a semester sent as case records', () => {
  it('add up to every number published of the semester, the maternal age bands included', () => {
    const bands = {
      '<20': 1,
      '20-24': 1,
      '25-29': 1,
      '30-34': 1,
      '35-39': 1,
      '40-44': 1,
      '45+': 1,
      unknown: 1,
    }
    const semesters = [1, 2].map((semester) => ({
      registry: 'AR',
      year: 2024,
      semester: semester as 1 | 2,
      records: records(60, semester * 17),
      birthsByMaternalAge: bands,
    }))
    for (const downSyndrome of [false, true]) {
      const cells = caseBreakdownCells(semesters, 9, 2024, downSyndrome)
      const withAtoms = cells.filter((cell) => cell.atoms)
      // A registry's two semesters have atoms; its year and the network do not.
      expect(withAtoms.map((cell) => cell.period)).toEqual(['2024-S1', '2024-S2'])
      for (const cell of withAtoms) {
        expect(cell.atoms!.every((atom) => atom.count > 0)).toBe(true)
        expect(cell.atoms!.some((atom) => atom.caseClass === null)).toBe(true)
        for (const [name, value] of breakdownEntries(cell.counts)) {
          const sum = cell
            .atoms!.filter((atom) => atomCountedIn(atom, name))
            .reduce((total, atom) => total + atom.count, 0)
          expect(sum, `${cell.period} ${name}`).toBe(value)
        }
        expect(
          breakdownEntries(cell.counts).some(([name]) => name.startsWith('maternalAge:')),
        ).toBe(downSyndrome)
      }
    }
  })
})
