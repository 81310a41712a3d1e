import type { MessageKey } from '@/i18n/messageKeys'
import type { Bounds, QueryReader } from '../input/query'

/** A text of the monitoring messages (src/i18n/messages/monitoring). */
export type MonitoringKey = MessageKey<'monitoring'>

/** One option of a select: its value, and its label's key (none: the value itself, a number). */
export interface ParameterOption {
  value: string
  label?: MonitoringKey
}

/**
 * One parameter of a monitoring method, as its form shows it and as its API and page read it:
 * the same object gives both, so the form offers what the API accepts.
 */
export interface MethodParameter<T> {
  name: string
  label: MonitoringKey
  hint?: MonitoringKey
  placeholder?: string
  /** A select's options, the first shown when nothing is chosen; a text field when absent. */
  options?: readonly ParameterOption[]
  /** What the API takes, for its OpenAPI document. */
  kind: 'year' | 'requiredYear' | 'month' | 'count' | 'choice' | 'semester'
  /** A count's bounds. */
  bounds?: Bounds
  /** Reads the parameter through the query reader: its value, or its problem in `read.issues`. */
  read: (read: QueryReader) => T
}

type Text = Pick<MethodParameter<unknown>, 'label' | 'hint' | 'placeholder'>

/** A year typed in a text field; blank: null (the method's latest). */
export const yearParameter = (name: string, text: Text): MethodParameter<number | null> => ({
  name,
  kind: 'year',
  ...text,
  read: (read) => read.year(name),
})

/** A month 'YYYY-MM' typed in a text field; blank: null (the method's latest). */
export const monthParameter = (name: string, text: Text): MethodParameter<string | null> => ({
  name,
  kind: 'month',
  ...text,
  read: (read) => read.month(name),
})

/**
 * A whole number chosen among `offered` (the first is the default, what the API reads when it is
 * left out); the API takes any number within `bounds`, which hold every offered one.
 */
export const countParameter = (
  name: string,
  { offered, bounds, ...text }: Text & { offered: readonly [number, ...number[]]; bounds: Bounds },
): MethodParameter<number> => ({
  name,
  kind: 'count',
  bounds,
  ...text,
  options: offered.map((count) => ({ value: String(count) })),
  read: (read) => read.integer(name, offered[0], bounds),
})

/** One of `options` (the first when left out); nothing else is accepted. */
export const choiceParameter = <const T extends string>(
  name: string,
  options: readonly { value: T; label: MonitoringKey }[],
  text: Text,
): MethodParameter<T> => ({
  name,
  kind: 'choice',
  ...text,
  options,
  read: (read) =>
    read.choice(
      name,
      options.map((option) => option.value),
    ),
})

/** The first or second semester (the first when left out). */
export const semesterParameter = (
  name: string,
  { first, second, ...text }: Text & { first: MonitoringKey; second: MonitoringKey },
): MethodParameter<1 | 2> => ({
  name,
  kind: 'semester',
  ...text,
  options: [
    { value: '1', label: first },
    { value: '2', label: second },
  ],
  read: (read) => read.semester(name, { required: false }) ?? 1,
})

/** A year that must be given, in a text field. */
export const requiredYearParameter = (name: string, text: Text): MethodParameter<number> => ({
  name,
  kind: 'requiredYear',
  ...text,
  read: (read) => read.year(name, { required: true }) ?? 0,
})
