import { describe, expect, it } from 'vitest'
import { pageNumbers } from '@/lib/site/pageNumbers'

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 0)).toEqual([1])
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    expect(pageNumbers(5, 9)).toEqual([1, null, 4, 5, 6, null, 9])
  })

  it('keeps five numbers in a row near either end', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pageNumbers(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20])
    expect(pageNumbers(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20])
    expect(pageNumbers(5, 8)).toEqual([1, null, 4, 5, 6, 7, 8])
  })
})
