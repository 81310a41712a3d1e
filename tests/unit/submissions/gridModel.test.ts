import { describe, expect, it } from 'vitest'
import {
  buildBody,
  cellValue,
  columnCells,
  columnOf,
  emptyValues,
  gridRows,
  monthOf,
  moveFrom,
  placeErrors,
  totalOf,
} from '@/components/surveillance/submissions/gridModel'
import { valuesOf } from '@/components/surveillance/submissions/valuesOf'

describe('monthly grid model', () => {
  it('maps columns to calendar months and back for both semesters', () => {
    expect([0, 5].map((c) => monthOf(1, c))).toEqual([1, 6])
    expect([0, 5].map((c) => monthOf(2, c))).toEqual([7, 12])
    expect(columnOf(2, 9)).toBe(2)
    expect(columnOf(2, 6)).toBeNull()
    expect(columnOf(1, 7)).toBeNull()
  })

  it('sends blank as null, 0 as 0, digits as numbers and anything else as typed', () => {
    expect(cellValue('')).toBeNull()
    expect(cellValue('   ')).toBeNull()
    expect(cellValue('0')).toBe(0)
    expect(cellValue(' 12 ')).toBe(12)
    expect(cellValue('-3')).toBe('-3')
    expect(cellValue('1.5')).toBe('1.5')
  })

  it('builds the API body: six births months, six months per malformation, blanks kept apart from zeros', () => {
    const rows = gridRows([7, 9])
    const values = emptyValues(rows.length)
    values[0]![0] = '1000'
    values[1]![0] = '0'
    values[2]![3] = '0'
    values[3]![5] = '4'
    const { body, map } = buildBody({ registry: 'AR-RENAC', year: 2025, semester: 2 }, rows, values)
    expect(body.registry).toBe('AR-RENAC')
    expect(body.births).toHaveLength(6)
    expect(body.births[0]).toEqual({ month: 7, liveBirths: 1000, stillbirths: 0 })
    expect(body.births[1]).toEqual({ month: 8, liveBirths: null, stillbirths: null })
    expect(body.cases).toHaveLength(12)
    expect(body.cases[3]).toEqual({ malformation: 7, month: 10, cases: 0 })
    expect(body.cases[4]).toEqual({ malformation: 7, month: 11, cases: null })
    expect(body.cases[11]).toEqual({ malformation: 9, month: 12, cases: 4 })
    expect(map.cases[11]).toEqual({ row: 3, column: 5 })
  })

  it('puts each server error on the cell it names and keeps the others general', () => {
    const rows = gridRows([7, 9])
    const { map } = buildBody(
      { registry: 'X', year: 2025, semester: 1 },
      rows,
      emptyValues(rows.length),
    )
    const { cells, general } = placeErrors(
      [
        { field: 'births[2].stillbirths', code: 'notInteger', message: 'a' },
        { field: 'births.4.liveBirths', code: 'negative', message: 'b' },
        { field: 'cases[8].cases', code: 'aboveBirths', message: 'c' },
        { field: 'cases.40.cases', code: 'x', message: 'out of range' },
        { field: 'year', code: 'future', message: 'd' },
        { code: 'generic', message: 'e' },
      ],
      rows,
      map,
    )
    expect(cells).toEqual([
      { row: 1, column: 2, message: 'a' },
      { row: 0, column: 4, message: 'b' },
      { row: 3, column: 2, message: 'c' },
    ])
    expect(general.map((error) => error.message)).toEqual(['out of range', 'd', 'e'])
  })

  it('moves with the arrow keys and Enter, and stops at the edges', () => {
    const size = { rows: 4, columns: 6 }
    expect(moveFrom({ row: 1, column: 1 }, 'ArrowDown', size)).toEqual({ row: 2, column: 1 })
    expect(moveFrom({ row: 1, column: 1 }, 'Enter', size)).toEqual({ row: 2, column: 1 })
    expect(moveFrom({ row: 1, column: 1 }, 'ArrowLeft', size)).toEqual({ row: 1, column: 0 })
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowUp', size)).toBeNull()
    expect(moveFrom({ row: 3, column: 5 }, 'ArrowRight', size)).toBeNull()
    expect(moveFrom({ row: 3, column: 5 }, 'Tab', size)).toBeNull()
  })

  it('puts a stored semester back in the grid, null as blank and 0 as 0', () => {
    const rows = gridRows([7])
    const values = valuesOf(
      {
        births: [
          { month: 7, liveBirths: 900, stillbirths: null },
          { month: 3, liveBirths: 1, stillbirths: 1 },
        ],
        cases: [
          { malformation: 7, month: 12, cases: 0 },
          { malformation: 99, month: 8, cases: 5 },
        ],
      },
      rows,
      2,
    )
    expect(values).toEqual([
      ['900', '', '', '', '', ''],
      ['', '', '', '', '', ''],
      ['', '', '', '', '', '0'],
    ])
  })

  it('adds up a row or a column of known cells, counting blanks apart and never as 0', () => {
    expect(totalOf(['1', '0', '', ' 4 ', '', '10'])).toEqual({ total: 15, blank: 2 })
    expect(totalOf(['', '', ''])).toEqual({ total: null, blank: 3 })
    expect(totalOf(['0', '0'])).toEqual({ total: 0, blank: 0 })
    // A cell the validation will refuse is neither added nor blank.
    expect(totalOf(['2', 'x'])).toEqual({ total: 2, blank: 0 })
    const values = [
      ['100', '200'],
      ['1', ''],
      ['3', '4'],
    ]
    expect(columnCells(values, 0, 2, 1)).toEqual(['200', ''])
    expect(totalOf(columnCells(values, 1, 3, 0))).toEqual({ total: 4, blank: 0 })
  })
})
