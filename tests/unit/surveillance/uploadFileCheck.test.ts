import { describe, expect, it } from 'vitest'
import { uploadFileProblem } from '@/lib/surveillance/submissions/uploadLimits'

describe('the semester file checked before it is sent', () => {
  it('takes a CSV or XLSX of up to 2 MB', () => {
    expect(uploadFileProblem({ name: 'modelo.csv', size: 2 * 1024 * 1024 })).toBeNull()
    expect(uploadFileProblem({ name: 'MODELO.XLSX', size: 1000 })).toBeNull()
  })

  it('refuses any other kind of file, and a larger one', () => {
    expect(uploadFileProblem({ name: 'dados.txt', size: 100 })).toBe('uploadFormat')
    expect(uploadFileProblem({ name: 'semestre', size: 100 })).toBe('uploadFormat')
    expect(uploadFileProblem({ name: 'dados.csv', size: 20 * 1024 * 1024 })).toBe('uploadTooLarge')
  })
})
