import { describe, expect, it } from 'vitest'
import {
  findMalformation,
  findRegistry,
  type ReferenceData,
} from '@/lib/surveillance/reference/reference'

const data: ReferenceData = {
  registries: [
    {
      id: 1,
      code: 'BR-SP',
      initials: 'SINASC/SIM-MSP',
      name: 'Sistemas de Informação do Município de São Paulo',
    },
    { id: 2, code: 'CO-BOG', initials: 'PVSDC', name: 'Programa de Bogotá' },
    { id: 3, code: 'CO-CAL', initials: 'PVSDC', name: 'Programa de Cali' },
  ],
  malformations: [
    { id: 10, number: 13, name: 'Gastrosquise', icd10: 'Q79.3' },
    { id: 11, number: 2, name: 'Hidrocefalia', icd10: 'Q03' },
  ],
  baselines: [],
}

describe('findRegistry', () => {
  it('finds by network code, unambiguous initials or name, ignoring case and accents', () => {
    expect(findRegistry(data, 'br-sp')?.id).toBe(1)
    expect(findRegistry(data, 'SINASC/SIM-MSP')?.id).toBe(1)
    expect(findRegistry(data, 'sistemas de informacao do municipio de sao paulo')?.id).toBe(1)
    expect(findRegistry(data, 'Programa de Cali')?.id).toBe(3)
  })

  it('refuses ambiguous initials and unknown text', () => {
    expect(findRegistry(data, 'PVSDC')).toBeUndefined()
    expect(findRegistry(data, 'Programa')).toBeUndefined()
  })
})

describe('findMalformation', () => {
  it('finds by number, ICD-10 code or name', () => {
    expect(findMalformation(data, '13')?.id).toBe(10)
    expect(findMalformation(data, 'q79.3')?.id).toBe(10)
    expect(findMalformation(data, 'gastrosquise')?.id).toBe(10)
    expect(findMalformation(data, 'Hidrocefalia')?.id).toBe(11)
  })

  it('never reads a number as a name', () => {
    expect(findMalformation(data, '99')).toBeUndefined()
    expect(findMalformation(data, 'Gastro')).toBeUndefined()
  })
})
