import type { ReactNode } from 'react'
import { getLocale, getTranslations } from 'next-intl/server'
import { localePath } from '@/lib/site/localePath'
import { ErrorSummary } from '@/components/surveillance/ErrorSummary'
import { FieldMessage } from '@/components/surveillance/FieldMessage'
import type { MonitoringOption } from '@/lib/surveillance/data/monitoringPage'
import type { MethodDescriptor } from '@/lib/surveillance/monitoring/methods'
import type { FieldIssue } from '@/lib/surveillance/input/issues'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { withOptionLabels } from '@/lib/surveillance/present/choiceIssues'

export type MonitoringField = {
  name: string
  label: string
  hint?: string
  /** A select's options; a text input when absent. */
  options?: MonitoringOption[]
  placeholder?: string
}

/**
 * A GET form (works without JavaScript; the result has an address): registry
 * or network, anomaly, then the method's own parameters, as its descriptor
 * gives them to its API too. Errors are listed at the top and under their field.
 */
export async function MonitoringForm({
  action,
  method,
  registries,
  malformations,
  values,
  issues: given,
  children,
}: {
  action: string
  method: Pick<MethodDescriptor<{ registry: string }>, 'parameters' | 'withMalformation'>
  registries: MonitoringOption[]
  malformations: MonitoringOption[]
  values: Record<string, string>
  issues: FieldIssue[]
  children?: ReactNode
}) {
  const t = await getTranslations('monitoring.form')
  const tm = await getTranslations('monitoring')
  const locale = await getLocale()
  const ts = surveillanceTranslator(locale)
  const issues = withOptionLabels(given, method.parameters, tm, locale)
  const fields: MonitoringField[] = method.parameters.map((parameter) => ({
    name: parameter.name,
    label: tm(parameter.label),
    hint: parameter.hint && tm(parameter.hint),
    placeholder: parameter.placeholder,
    options: parameter.options?.map((option) => ({
      value: option.value,
      label: option.label ? tm(option.label) : option.value,
    })),
  }))
  const all: MonitoringField[] = [
    {
      name: 'registry',
      label: t('registry'),
      options: [{ value: NETWORK, label: t('network') }, ...registries],
    },
    ...(method.withMalformation
      ? [{ name: 'malformation', label: t('malformation'), options: malformations }]
      : []),
    ...fields,
  ]
  const errorOf = (name: string) => {
    const issue = issues.find((candidate) => candidate.field === name)
    return issue ? issueText(ts, issue) : undefined
  }
  const summary = issues.map((issue) => ({
    field: issue.field,
    label: all.find((field) => field.name === issue.field)?.label ?? issue.field,
    message: issueText(ts, issue),
  }))
  return (
    <form
      method="get"
      action={localePath(locale, action)}
      className="space-y-6"
      aria-labelledby="monitoring-form-title"
    >
      <h2 id="monitoring-form-title" className="section-title">
        {t('legend')}
      </h2>
      <ErrorSummary title={t('errorSummary')} errors={summary} />
      <div className="grid gap-6 md:grid-cols-2">
        {all.map((field) => {
          const id = `field-${field.name}`
          const error = errorOf(field.name)
          const describedBy =
            [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ') || undefined
          const common = {
            id,
            name: field.name,
            defaultValue: values[field.name] ?? '',
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : undefined,
            className: 'field-input mt-1',
          }
          return (
            <div key={field.name}>
              <label htmlFor={id} className="block font-medium text-slate-900">
                {field.label}
              </label>
              {field.options ? (
                <select {...common}>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} type="text" placeholder={field.placeholder} />
              )}
              <FieldMessage id={id} hint={field.hint} error={error} />
            </div>
          )
        })}
      </div>
      {children}
      <button type="submit" className="btn-primary">
        {t('submit')}
      </button>
    </form>
  )
}
