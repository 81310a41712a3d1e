import type { QualityRow } from '../quality/qualityRow'
import { discloseIndicators, type DisclosedIndicator } from './indicators'
import { seesExactly, type DisclosurePolicy } from './viewer'

/** A row of the data-quality panel as a viewer receives it. */
export type DisclosedQualityRow = Omit<QualityRow, 'indicators' | 'caseRecords' | 'warnings'> & {
  indicators: DisclosedIndicator[]
  caseRecords: QualityRow['caseRecords'] | 'unpublished'
  warnings: QualityRow['warnings'] | 'unpublished'
}

/**
 * What a viewer sees of a registry's (or the network's) data quality (the one place it is
 * decided). Whoever sees the registry exactly (its members, the office) gets every number.
 * Anyone else gets:
 * - the kit's indicators as `discloseIndicators` gives them (coverage only);
 * - the submissions' timeliness: counts of semesters and dates, no case or birth count in them;
 * - no case-record measure and no warning count: they count the accepted cases (all records, or
 *   prenatal, chromosomal, unspecified ones) from the data as accepted now, which no release has
 *   frozen, so two answers around an acceptance, or the network minus the other registries,
 *   could give away a count of 1 to 4; warnings tell of months' counts, which are never public.
 *   They are withheld as not published, which says nothing of their size.
 */
export function discloseQualityRow(row: QualityRow, policy: DisclosurePolicy): DisclosedQualityRow {
  if (seesExactly(policy, row.registry)) return row
  return {
    ...row,
    indicators: discloseIndicators(row.indicators, policy, row.registry),
    caseRecords: row.caseRecords === null ? null : 'unpublished',
    warnings: 'unpublished',
  }
}
