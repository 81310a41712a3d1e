import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { ReportContent } from '@/lib/surveillance/present/reportContent'
import { tableClass } from './tableClass'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'
import { ReportChartsList } from './ReportChartsList'

/**
 * A semiannual report as HTML: what needs attention first, every anomaly, then
 * what is not available. `links` (the PDF, the publication) sit under the heading.
 * One anomaly's charts are shown at a time, `openCharts` (see ReportChartsList).
 */
export async function SemiannualReportView({
  content,
  links,
  locale,
  openCharts,
  chartsHref,
}: {
  content: ReportContent
  links?: ReactNode
  locale: Locale
  openCharts: number | null
  /** This report's address showing one anomaly's charts, or none. */
  chartsHref: (malformation: number | null) => string
}) {
  const scroll = await scrollFrameTexts()
  const { attention, table, missing } = content
  return (
    <section aria-labelledby="report-title" className="space-y-6" id="report">
      <h2 id="report-title" className="section-title">
        {content.heading}
      </h2>
      {links}
      {content.demo && (
        <p className="rounded-md border border-slate-400 bg-slate-50 p-3 text-slate-800">
          {content.demo}
        </p>
      )}
      {content.empty !== null ? (
        <p className="text-slate-700">{content.empty}</p>
      ) : (
        <>
          <section
            aria-labelledby="attention-title"
            className="rounded-md border-2 border-amber-700 bg-amber-50 p-4"
          >
            <h3 id="attention-title" className="text-xl font-semibold text-slate-900">
              {attention.title}
            </h3>
            {attention.items.length === 0 ? (
              <p>{attention.none}</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="attention">
                {attention.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            <p className="mt-2 text-sm text-slate-700">{attention.method}</p>
          </section>
          <ScrollFrame {...scroll}>
            <table className={tableClass} id="report-table">
              <caption>{table.caption}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.malformation}>
                    <th scope="row">{row.anomaly}</th>
                    {row.cells.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          <section aria-labelledby="missing-title">
            <h3 id="missing-title" className="text-xl font-semibold text-slate-900">
              {missing.title}
            </h3>
            <p className="text-slate-700">{missing.text}</p>
            {content.denominators && <p className="text-slate-700">{content.denominators}</p>}
          </section>
          {content.detectable && content.detectable.items.length > 0 && (
            <section aria-labelledby="detectable-title">
              <h3 id="detectable-title" className="text-xl font-semibold text-slate-900">
                {content.detectable.title}
              </h3>
              <p className="text-slate-700">{content.detectable.intro}</p>
              <ul className="list-disc pl-6 text-slate-700">
                {content.detectable.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {content.charts.length > 0 && (
            <ReportChartsList
              title={content.chartsTitle}
              charts={content.charts}
              open={openCharts}
              chartsHref={chartsHref}
              locale={locale}
            />
          )}
        </>
      )}
    </section>
  )
}
