import { NETWORK } from '@/lib/surveillance/input/query'

/** The panel's GET form: a year for the registries side by side, a registry for its years. */
export function QualityForm({
  action,
  years,
  registries,
  year,
  registry,
  texts,
}: {
  action: string
  years: number[]
  registries: string[]
  year: number | null
  registry: string
  texts: { legend: string; year: string; registry: string; network: string; submit: string }
}) {
  return (
    <form method="get" action={action} className="max-w-3xl" data-testid="quality-form">
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 font-semibold text-slate-900">{texts.legend}</legend>
        <label className="flex flex-col gap-1">
          <span>{texts.year}</span>
          <select name="year" defaultValue={year ?? undefined} className="rounded border px-2 py-1">
            {years.map((one) => (
              <option key={one} value={one}>
                {one}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>{texts.registry}</span>
          <select name="registry" defaultValue={registry} className="rounded border px-2 py-1">
            <option value={NETWORK}>{texts.network}</option>
            {registries.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          {texts.submit}
        </button>
      </fieldset>
    </form>
  )
}
