import { describe, expect, it } from 'vitest'
import { latestCompleteSemester } from '@/lib/surveillance/data/monitoringDefaults'

describe('latestCompleteSemester', () => {
  it.each([
    ['2025-12', { year: 2025, semester: 2 }],
    ['2025-11', { year: 2025, semester: 1 }],
    ['2025-06', { year: 2025, semester: 1 }],
    ['2025-05', { year: 2024, semester: 2 }],
    ['2025-01', { year: 2024, semester: 2 }],
  ])('the data ending in %s gives %j', (month, semester) => {
    expect(latestCompleteSemester(month)).toEqual(semester)
  })
})
