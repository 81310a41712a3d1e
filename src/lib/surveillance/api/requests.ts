import { z } from 'zod'
import type { MethodDescriptor } from '../monitoring/methods'
import { countsGroupings } from '../submissions/countsQuery'
import { prevalenceFormats, prevalenceGroupings, tableGroupings } from '../tables/prevalenceQuery'
import { described, languageParam, requiredParam } from './queryFields'

/**
 * The queries of the endpoints that read them through the query reader (input/query.ts): the
 * same options and bounds, from the same constants, described for the document.
 */

const from = () => described.month('First month (from the first with data when absent).')
const to = () => described.month('Last month (to the last with data when absent).')

export const prevalenceQuery = z.object({
  malformation: requiredParam(described.malformations()),
  registry: described.registries(),
  from: from(),
  to: to(),
  groupBy: described.choice(
    prevalenceGroupings,
    'Rows per year, semester, or per registry over the range.',
  ),
  format: described.choice(prevalenceFormats, 'JSON, or the same rows as a file.'),
  language: languageParam,
})

export const monthlyCountsQuery = prevalenceQuery.extend({
  groupBy: described.choice(tableGroupings, 'Accepted for the database query; rows are months.'),
})

export const countsQuery = z.object({
  registry: described.registry(),
  malformation: described.malformation(),
  from: from(),
  to: to(),
  groupBy: described.choice(countsGroupings, 'Rows per month, semester or year.'),
})

export const caseViewsQuery = z.object({
  malformation: requiredParam(described.malformation()),
  year: requiredParam(described.year()),
  registry: described.registries(),
})

/** A monitoring method's query, from the parameters its form shows. */
export function methodQuery(method: MethodDescriptor<{ registry: string }>) {
  const shape: Record<string, z.ZodType> = { registry: requiredParam(described.registry()) }
  if (method.withMalformation) shape.malformation = requiredParam(described.malformation())
  for (const parameter of method.parameters) {
    const options = (parameter.options ?? []).map((option) => option.value)
    shape[parameter.name] =
      parameter.kind === 'month'
        ? described.month('The last month (the latest with data when absent).')
        : parameter.kind === 'year'
          ? described.year()
          : parameter.kind === 'requiredYear'
            ? requiredParam(described.year())
            : parameter.kind === 'count' && parameter.bounds
              ? described.count(parameter.bounds, `Default ${options[0]}.`)
              : described.choice(options, `Default ${options[0]}.`)
  }
  return z.object(shape)
}

export const submissionTemplateQuery = z.object({
  format: described.choice(['csv', 'xlsx'], 'The file: CSV or XLSX.'),
  language: languageParam,
  registry: described.registry(),
  year: described.year(),
  semester: described.semester(),
})

export const batchQuery = z.object({
  format: described.choice(['json', 'csv'], 'JSON, or the results as CSV.'),
})

export const signalSummaryPath = z.object({
  year: requiredParam(described.year()),
})

export const submissionPath = z.object({
  id: requiredParam(z.string().meta({ description: "The submission's id." })),
})

export const fhirBundleQuery = z.object({
  registry: described.registry(),
})
