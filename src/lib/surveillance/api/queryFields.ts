import { z } from 'zod'
import type { IssueCode, IssueParams } from '../input/issues'
import {
  MALFORMATION_BOUNDS,
  MAX_LIST,
  MAX_TEXT,
  MONTH_PATTERN,
  NETWORK,
  YEAR_BOUNDS,
} from '../input/query'

/**
 * The query parameters of the surveillance API as zod schemas: each checks a query string's
 * value and says what it takes (pattern, bounds, options, an example) in the OpenAPI document.
 * A problem is a custom issue whose message is the issue code the API answers (issues.ts), so
 * the error shape and its translated messages stay those of every other reader.
 */

const range = ({ min, max }: { min: number; max: number }) => `From ${min} to ${max}.`
const YEARS = `Years from ${YEAR_BOUNDS.min} to ${YEAR_BOUNDS.max}.`

/** Parameters a request must give, marked `required` in the document. */
const requiredParams = new WeakSet<z.ZodType>()
export const isRequiredParam = (schema: z.ZodType) => requiredParams.has(schema)
/** Marks a parameter schema as one the request must give. */
export const requiredParam = <S extends z.ZodType>(schema: S): S => {
  requiredParams.add(schema)
  return schema
}

/** A zod issue carrying one of the API's codes. */
export const fail = (
  ctx: z.RefinementCtx,
  code: IssueCode,
  params?: IssueParams,
  path?: (string | number)[],
) => ctx.addIssue({ code: 'custom', message: code, ...(params ? { params } : {}), path })

/** A refusal's code and the parameters of its message. */
export interface Refusal {
  code: IssueCode
  /** Read when refusing (a bound that moves with the calendar). */
  params?: IssueParams | (() => IssueParams)
}

const paramsOf = ({ params }: Refusal) => (typeof params === 'function' ? params() : params)

const text = (description: string, meta: Record<string, unknown> = {}) =>
  z.string().meta({ description, ...meta })

/** The trimmed value, or null when absent or blank. */
const trimmed = (value: string | undefined) => value?.trim() || null

/** A registry's network code (or `network`, the pooled network, where allowed), required. */
export const registryParam = (description = "A registry's network code, or `network`.") =>
  requiredParam(
    text(description, { maxLength: MAX_TEXT, example: NETWORK })
      .optional()
      .transform((value, ctx) => {
        const code = trimmed(value)
        if (code === null) fail(ctx, 'required')
        return code ?? ''
      }),
  )

/**
 * A year of four digits within YEAR_BOUNDS, `refusal` naming the code an endpoint has always
 * answered for one outside them; null when absent and not required.
 */
export const yearParam = ({
  required,
  refusal,
  description = 'A year (YYYY).',
}: {
  required: boolean
  refusal: Refusal
  description?: string
}) => {
  const schema = text(`${description} ${YEARS}`, { pattern: '^\\d{4}$', example: '2020' })
    .optional()
    .transform((value, ctx) => {
      const raw = trimmed(value)
      if (raw === null) {
        if (required) fail(ctx, 'required')
        return null
      }
      const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN
      if (!(year >= YEAR_BOUNDS.min && year <= YEAR_BOUNDS.max))
        fail(ctx, refusal.code, paramsOf(refusal))
      return year
    })
  return required ? requiredParam(schema) : schema
}

/** A semester, 1 or 2; null when absent. */
export const semesterParam = (refusal: Refusal) =>
  text('A semester: 1 (January to June) or 2 (July to December).', {
    enum: ['1', '2'],
    example: '1',
  })
    .optional()
    .transform((value, ctx) => {
      const raw = trimmed(value)
      if (raw === null) return null
      if (raw !== '1' && raw !== '2') fail(ctx, refusal.code, paramsOf(refusal))
      return raw === '2' ? 2 : 1
    })

/** One of `options`, the first when absent; `invalidChoice` naming them otherwise. */
export const choiceParam = <T extends string>(options: readonly [T, ...T[]], description: string) =>
  text(description, { enum: [...options], default: options[0] })
    .optional()
    .transform((value, ctx): T => {
      const raw = trimmed(value) ?? options[0]
      const found = options.find((option) => option === raw)
      if (!found) fail(ctx, 'invalidChoice', { options: options.join(', ') })
      return found ?? options[0]
    })

/** A whole number within `bounds`; null when absent. */
export const integerParam = (bounds: { min: number; max: number }, description: string) =>
  text(`${description} ${range(bounds)}`, { pattern: '^\\d+$' })
    .optional()
    .transform((value, ctx) => {
      const raw = trimmed(value)
      if (raw === null) return null
      const number = /^\d+$/.test(raw) ? Number(raw) : NaN
      if (!(number >= bounds.min && number <= bounds.max)) fail(ctx, 'outOfRange', { ...bounds })
      return number
    })

/** Present at all (`&download`, with or without a value). */
export const presenceParam = (description: string) =>
  text(description)
    .optional()
    .transform((value) => value !== undefined)

/** A language of the site's files and texts; the reader's language when absent or another. */
export const languageParam = text(
  "The language of a file's headers and words: pt, es or en (the answer's language otherwise).",
  { enum: ['pt', 'es', 'en'] },
).optional()

/** The answer's language (messages of errors and texts). */
export const localeParam = text(
  "The language of the answer's messages: pt, es or en (else the request's Accept-Language).",
  { enum: ['pt', 'es', 'en'] },
).optional()

/**
 * Parameters only described: the endpoints read them through the query reader
 * (input/query.ts), whose bounds these are.
 */
export const described = {
  registry: () =>
    text("A registry's network code, or `network` for the pooled network.", {
      maxLength: MAX_TEXT,
      example: NETWORK,
    }),
  registries: () =>
    text('Registry codes separated by commas (or the parameter repeated); `network`.', {
      maxLength: MAX_LIST,
      example: NETWORK,
    }),
  malformation: () =>
    text(`An anomaly's number in the network, ${range(MALFORMATION_BOUNDS)}`, {
      pattern: '^\\d+$',
      example: '1',
    }),
  malformations: () =>
    text('Anomaly numbers separated by commas (or the parameter repeated).', {
      maxLength: MAX_LIST,
      pattern: '^\\d+(,\\d+)*$',
      example: '1',
    }),
  year: () => text(`A year (YYYY). ${YEARS}`, { pattern: '^\\d{4}$' }),
  month: (description: string) =>
    text(`${description} A month YYYY-MM. ${YEARS}`, { pattern: MONTH_PATTERN.source }),
  semester: () => text('A semester: 1 or 2.', { enum: ['1', '2'] }),
  choice: (options: readonly string[], description: string) =>
    text(description, { enum: [...options], default: options[0] }),
  count: (bounds: { min: number; max: number }, description: string) =>
    text(`${description} ${range(bounds)}`, { pattern: '^\\d+$' }),
  flag: (description: string) => text(description, { enum: ['true', 'false'] }),
}
