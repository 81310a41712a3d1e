import { getTranslations } from 'next-intl/server'
import { ErrorSummary } from '@/components/surveillance/ErrorSummary'
import { FieldMessage, describedBy } from '@/components/surveillance/FieldMessage'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import type { FieldIssue } from '@/lib/surveillance/input/issues'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import type { MalformationRef, RegistryRef } from '@/lib/surveillance/reference/reference'
import {
  prevalenceGroupings,
  type PrevalenceGrouping,
} from '@/lib/surveillance/tables/prevalenceQuery'

type Option = { value: string; label: string }

/** The registries and anomalies of the pickers, labelled as people know them. */
export const formOptions = (page: {
  registries: RegistryRef[]
  malformations: MalformationRef[]
}): { registries: Option[]; malformations: Option[] } => ({
  registries: page.registries.map((registry) => ({
    value: registry.code,
    label: `${registry.initials} — ${registry.name}`,
  })),
  malformations: page.malformations.map((malformation) => ({
    value: String(malformation.number),
    label: `${malformation.number} · ${malformation.name} (${malformation.icd10})`,
  })),
})

/** One group of checkboxes; the first box carries the field's id, so the error summary can link to it. */
function Checkboxes({
  name,
  legend,
  hint,
  error,
  options,
  checked,
}: {
  name: string
  legend: string
  hint: string
  error?: string
  options: Option[]
  checked: string[]
}) {
  const id = `field-${name}`
  return (
    <fieldset aria-describedby={describedBy(id, true, error)}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <FieldMessage id={id} hint={hint} error={error} />
      <div className="mt-2 grid gap-1 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
        {options.map((option, index) => {
          const boxId = index === 0 ? id : `${id}-${option.value}`
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                type="checkbox"
                id={boxId}
                name={name}
                value={option.value}
                defaultChecked={checked.includes(option.value)}
                className="mt-1 size-4"
              />
              <label htmlFor={boxId} className="text-slate-800">
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

/**
 * The tables' GET form (works without JavaScript; the view has an address):
 * anomalies, registries or the whole network, the period and the grouping.
 * The period is chosen in whole years, or month by month (`months`, as
 * YYYY-MM, for the members' database query).
 */
export async function TablesForm({
  action,
  locale,
  registries,
  malformations,
  years,
  values,
  issues,
  groupings = prevalenceGroupings,
  months = false,
}: {
  action: string
  locale: Locale
  registries: Option[]
  malformations: Option[]
  years: number[]
  /** The choice as sent (lists split at commas), to refill the form. */
  values: Record<string, string[]>
  issues: FieldIssue[]
  /** The groupings offered, in order; the first is chosen by default. */
  groupings?: readonly PrevalenceGrouping[]
  /** Month fields (YYYY-MM) instead of year pickers. */
  months?: boolean
}) {
  const t = await getTranslations('tablesCharts.form')
  const ts = surveillanceTranslator(locale)
  const labels: Record<string, string> = {
    malformation: t('malformations'),
    registry: t('registries'),
    from: months ? t('fromMonth') : t('from'),
    to: months ? t('toMonth') : t('to'),
    groupBy: t('groupBy'),
  }
  const groupLabels: Record<PrevalenceGrouping, string> = {
    year: t('groupYear'),
    semester: t('groupSemester'),
    month: t('groupMonth'),
    registry: t('groupRegistry'),
  }
  const first = `${years[0]}-01`
  const last = `${years[years.length - 1]}-12`
  const errorOf = (name: string) => {
    const issue = issues.find((candidate) => candidate.field === name)
    return issue ? issueText(ts, issue) : undefined
  }
  const select = (name: 'from' | 'to' | 'groupBy', options: Option[], value: string) => {
    const id = `field-${name}`
    const error = errorOf(name)
    return (
      <div>
        <label htmlFor={id} className="block font-medium text-slate-900">
          {labels[name]}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value}
          aria-describedby={describedBy(id, false, error)}
          aria-invalid={error ? true : undefined}
          className="field-input mt-1"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldMessage id={id} error={error} />
      </div>
    )
  }
  /** A month as YYYY-MM; browsers without a month picker show a text field with the same hint. */
  const month = (name: 'from' | 'to', value: string) => {
    const id = `field-${name}`
    const error = errorOf(name)
    return (
      <div>
        <label htmlFor={id} className="block font-medium text-slate-900">
          {labels[name]}
        </label>
        <input
          type="month"
          id={id}
          name={name}
          defaultValue={value}
          min={first}
          max={last}
          aria-describedby={describedBy(id, true, error)}
          aria-invalid={error ? true : undefined}
          className="field-input mt-1"
        />
        <FieldMessage id={id} hint={t('monthHint')} error={error} />
      </div>
    )
  }
  return (
    <form
      method="get"
      action={localePath(locale, action)}
      className="space-y-6"
      aria-labelledby="tables-form-title"
    >
      <h2 id="tables-form-title" className="section-title">
        {t('legend')}
      </h2>
      <ErrorSummary
        title={t('errorSummary')}
        errors={issues.map((issue) => ({
          field: issue.field,
          label: labels[issue.field] ?? issue.field,
          message: issueText(ts, issue),
        }))}
      />
      <Checkboxes
        name="malformation"
        legend={t('malformations')}
        hint={t('malformationsHint')}
        error={errorOf('malformation')}
        options={malformations}
        checked={values.malformation ?? []}
      />
      <Checkboxes
        name="registry"
        legend={t('registries')}
        hint={t('registriesHint')}
        error={errorOf('registry')}
        options={[{ value: NETWORK, label: t('network') }, ...registries]}
        checked={values.registry?.length ? values.registry : [NETWORK]}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        {months
          ? month('from', values.from?.[0] ?? first)
          : select(
              'from',
              years.map((year) => ({ value: `${year}-01`, label: String(year) })),
              values.from?.[0] ?? first,
            )}
        {months
          ? month('to', values.to?.[0] ?? last)
          : select(
              'to',
              years.map((year) => ({ value: `${year}-12`, label: String(year) })),
              values.to?.[0] ?? last,
            )}
        {select(
          'groupBy',
          groupings.map((value) => ({ value, label: groupLabels[value] })),
          values.groupBy?.[0] ?? groupings[0]!,
        )}
      </div>
      <button type="submit" className="btn-primary">
        {t('submit')}
      </button>
    </form>
  )
}
