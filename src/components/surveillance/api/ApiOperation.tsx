import type { ApiOperationView } from '@/lib/surveillance/api/referenceView'

export interface ApiOperationTexts {
  access: string
  parameters: string
  parameter: string
  where: string
  required: string
  yes: string
  no: string
  meaning: string
  body: string
  example: string
  responses: string
  status: string
  schema: string
}

/** One call of the API reference: its address, who may make it, its parameters, body and answers. */
export function ApiOperation({
  view,
  texts,
}: {
  view: ApiOperationView
  texts: ApiOperationTexts
}) {
  return (
    <section aria-labelledby={view.id} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={view.id} className="font-mono text-lg font-semibold text-brand-900">
        <span className="mr-2 uppercase">{view.method}</span>
        {view.address}
      </h3>
      <p className="text-slate-700">{view.summary}</p>
      <p className="text-sm text-slate-700">{texts.access}</p>
      {view.parameters.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{`${texts.parameters}: ${view.method.toUpperCase()} ${view.address}`}</caption>
            <ColumnHeads
              labels={[texts.parameter, texts.where, texts.required, texts.meaning, texts.example]}
            />
            <tbody>
              {view.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`} className="align-top">
                  <th scope="row" className="pr-4 font-mono font-normal">
                    {parameter.name}
                  </th>
                  <td className="pr-4">{parameter.in}</td>
                  <td className="pr-4">{parameter.required ? texts.yes : texts.no}</td>
                  <td className="pr-4">
                    {parameter.description}
                    {parameter.options && <span className="font-mono"> ({parameter.options})</span>}
                  </td>
                  <td className="font-mono">{parameter.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.body && (
        <div className="space-y-1">
          <h4 className="font-semibold">{texts.body}</h4>
          <p className="text-sm text-slate-700">{view.body.schema}</p>
          {view.body.example && (
            <pre className="overflow-x-auto rounded bg-slate-100 p-3 text-xs">
              {view.body.example}
            </pre>
          )}
        </div>
      )}
      <h4 className="font-semibold">{texts.responses}</h4>
      <table className="text-left text-sm">
        <caption className="sr-only">{`${texts.responses}: ${view.method.toUpperCase()} ${view.address}`}</caption>
        <ColumnHeads labels={[texts.status, texts.meaning, texts.schema]} />
        <tbody>
          {view.responses.map((answer) => (
            <tr key={answer.status} className="align-top">
              <th scope="row" className="pr-4 font-mono font-normal">
                {answer.status}
              </th>
              <td className="pr-4">{answer.description}</td>
              <td className="font-mono">{answer.schema}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A table's column headers, spaced apart but for the last. */
function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={label} scope="col" className={index < labels.length - 1 ? 'pr-4' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
