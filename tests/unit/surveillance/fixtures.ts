import type { ReferenceData } from '@/lib/surveillance/reference/reference'

/** A small in-memory reference: two registries, two malformations, three baselines. */
export const reference: ReferenceData = {
  registries: [
    { id: 1, code: 'AR-RENAC', initials: 'RENAC', name: 'Red Nacional de Anomalías Congénitas' },
    { id: 2, code: 'MX-NL', initials: 'ReDeCon HU', name: 'Nuevo León' },
  ],
  malformations: [
    { id: 10, number: 1, name: 'Microcephaly', icd10: 'Q02' },
    { id: 11, number: 15, name: 'Hypospadias', icd10: 'Q54' },
  ],
  baselines: [
    // 3 per 10,000 births
    { registryId: 1, malformationId: 10, basePeriod: '2020-2022', births: 150_000, cases: 45 },
    { registryId: 1, malformationId: 10, basePeriod: '2018', births: 100_000, cases: 20 },
    // not available
    { registryId: 2, malformationId: 11, basePeriod: '2020-2022', births: 12_000, cases: null },
  ],
}

export const validInput = {
  registry: 'AR-RENAC',
  malformation: '1',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  births: '12000',
  observed: '12',
}
