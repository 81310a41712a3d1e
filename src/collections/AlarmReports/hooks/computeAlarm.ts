import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { runAlarmTest } from '@/lib/surveillance/data/runAlarmTest'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { relationId } from '@/lib/relationId'
import { timeRange } from '@/lib/timeRange'

/**
 * On create, reruns the alarm test from the reported inputs and stores its
 * figures: whatever the client sent as expected, bounds or direction is
 * replaced. Refuses the report when the inputs are invalid or show no alarm.
 */
export const computeAlarm: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const t = surveillanceTranslator(req.i18n?.language)
  const locale = isLocale(req.locale) ? req.locale : defaultLocale
  const refuse = (errors: { path: string; message: string }[]) =>
    new ValidationError({ collection: 'alarm-reports', errors, req })

  // Sequential: inside a PostgreSQL transaction the queries share one connection.
  const registry = await lookup(req, 'member-registries', data.registry)
  const malformation = await lookup(req, 'malformations', data.malformation)
  const evaluation = await runAlarmTest(
    req.payload,
    {
      registry: registry && 'networkCode' in registry ? registry.networkCode : '',
      malformation: malformation && 'number' in malformation ? String(malformation.number) : '',
      periodStart: data.periodStart,
      periodEnd: data.periodEnd,
      births: data.births,
      observed: data.observed,
      basePeriod: data.basePeriod,
    },
    locale,
    req,
  )
  if (!evaluation.ok)
    throw refuse(
      evaluation.issues.map((issue) => ({ path: issue.field, message: issueText(t, issue) })),
    )
  const { outcome } = evaluation
  if (!outcome.alarm || !outcome.direction)
    throw refuse([{ path: 'observed', message: t('issues.noAlarmToReport') }])

  return {
    ...data,
    title: `${outcome.registry.code} · ${outcome.malformation.number} · ${timeRange(outcome.periodStart, outcome.periodEnd)}`,
    reporter: req.user?.collection === 'users' ? req.user.id : undefined,
    registry: outcome.registry.id,
    malformation: outcome.malformation.id,
    periodStart: outcome.periodStart,
    periodEnd: outcome.periodEnd,
    basePeriod: outcome.basePeriod,
    births: outcome.births,
    observed: outcome.observed,
    expected: outcome.expected,
    lower: outcome.lower,
    upper: outcome.upper,
    direction: outcome.direction,
    note: typeof data.note === 'string' ? data.note.trim().slice(0, 2000) : undefined,
  }
}

async function lookup(
  req: Parameters<CollectionBeforeValidateHook>[0]['req'],
  collection: 'member-registries' | 'malformations',
  value: unknown,
) {
  const id = relationId(value)
  if (id === null) return null
  return req.payload
    .findByID({ collection, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
}
