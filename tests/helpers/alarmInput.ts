/** An alarm test on the demo data: AR-RENAC, microcephaly (1), first half of 2025. */
export const demoAlarmInput = {
  registry: 'AR-RENAC',
  malformation: '1',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  births: 12000,
  observed: 12,
}
