import type { YearSummaryContent } from '@/lib/surveillance/signals/yearSummaryContent'

/** The yearly summary's content on its page (the PDF prints the same). */
export function YearSummaryView({
  content,
  pdfHref,
  pdfLabel,
}: {
  content: YearSummaryContent
  pdfHref: string
  pdfLabel: string
}) {
  return (
    <section aria-labelledby="year-summary-title" className="space-y-3" data-testid="year-summary">
      <h2 id="year-summary-title" className="text-2xl font-semibold">
        {content.heading}
      </h2>
      <p>
        <a className="link" href={pdfHref} download data-testid="year-summary-pdf">
          {pdfLabel}
        </a>
      </p>
      <h3 className="text-lg font-semibold">{content.countsCaption}</h3>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-sm" data-testid="year-counts">
          <thead>
            <tr className="border-b-2 border-slate-400 text-left">
              {content.countsColumns.map((column) => (
                <th key={column} scope="col" className="p-2 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {content.countsCells.map((cell, index) => (
                <td key={index} className="p-2 text-right">
                  {cell}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {content.withheldNote && <p className="text-slate-700">{content.withheldNote}</p>}
      <h3 className="text-lg font-semibold">{content.detailsTitle}</h3>
      <p className="text-slate-700">{content.detailsNote}</p>
      {content.details !== null &&
        (content.details.length === 0 ? (
          <p>{content.noSignals}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full border-collapse text-sm" data-testid="year-signals">
              <thead>
                <tr className="border-b-2 border-slate-400 text-left">
                  {content.detailColumns.map((column) => (
                    <th key={column} scope="col" className="p-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {content.details.map((signal) => (
                  <tr key={signal.id} className="border-b border-slate-300 align-top">
                    {signal.cells.map((cell, index) => (
                      <td key={index} className="p-2">
                        {cell}
                        {index === signal.cells.length - 1 &&
                          signal.notes.map((note) => (
                            <span key={note} className="block text-slate-700">
                              {note}
                            </span>
                          ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  )
}
