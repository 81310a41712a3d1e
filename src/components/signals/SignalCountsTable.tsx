import { getTranslations } from 'next-intl/server'
import type { DisclosedConclusionCounts } from '@/lib/surveillance/data/signalSummary'
import { signalConclusions } from '@/lib/surveillance/signals/followUp'

/**
 * Signals by year of detection and conclusion, over the whole network: the public aggregate of
 * the monitoring's follow-up. No totals, so a withheld count is no difference of shown ones.
 */
export async function SignalCountsTable({
  rows,
  threshold,
}: {
  rows: { year: number; counts: DisclosedConclusionCounts }[]
  /** The small-count threshold this reader is told (null: they see every count). */
  threshold: number | null
}) {
  const t = await getTranslations('signals')
  const withheld = rows.some((row) => signalConclusions.some((c) => 'withheld' in row.counts[c]))
  return (
    <section
      aria-labelledby="signal-counts-title"
      className="space-y-2"
      data-testid="signal-counts"
    >
      <h2 id="signal-counts-title" className="text-xl font-semibold">
        {t('counts.title')}
      </h2>
      <p className="text-slate-700">{t('counts.intro')}</p>
      {rows.length === 0 ? (
        <p>{t('counts.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-slate-400 text-left">
                <th scope="col" className="p-2">
                  {t('counts.year')}
                </th>
                {signalConclusions.map((c) => (
                  <th key={c} scope="col" className="p-2 text-right">
                    {t(`conclusions.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year} className="border-b border-slate-300">
                  <th scope="row" className="p-2 text-left">
                    {row.year}
                  </th>
                  {signalConclusions.map((c) => {
                    const cell = row.counts[c]
                    return (
                      <td key={c} className="p-2 text-right" data-conclusion={c}>
                        {'withheld' in cell ? t('counts.withheld') : cell.count}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {withheld && threshold ? (
        <p className="text-slate-700">{t('counts.withheldNote', { max: threshold - 1 })}</p>
      ) : null}
    </section>
  )
}
