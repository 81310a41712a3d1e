import type { Locale } from '@/i18n/locales'
import type { FieldIssue } from '../input/issues'
import type { MethodParameter, MonitoringKey } from '../monitoring/methodParameters'

/**
 * A choice refused by the query reader names the options as the API spells them
 * ("geometric-mean, quartiles"); the reader of the error knows them by the labels of the form.
 * Gives `invalidChoice` issues of the method's select parameters their options' labels, in
 * quotes (a label may hold commas) and joined as the language writes "A, B or C".
 */
export function withOptionLabels(
  issues: FieldIssue[],
  parameters: readonly MethodParameter<unknown>[],
  label: (key: MonitoringKey) => string,
  locale: Locale,
): FieldIssue[] {
  const list = new Intl.ListFormat(locale, { type: 'disjunction' })
  return issues.map((issue) => {
    const options = parameters.find((parameter) => parameter.name === issue.field)?.options
    if (issue.code !== 'invalidChoice' || !options) return issue
    const labels = options.map((option) => `“${option.label ? label(option.label) : option.value}”`)
    return { ...issue, params: { ...issue.params, options: list.format(labels) } }
  })
}
