'use server'

import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import { batchCsv } from '@/lib/surveillance/batch/batchCsv'
import { runAlarmTest } from '@/lib/surveillance/data/runAlarmTest'
import { runBatchFile } from '@/lib/surveillance/data/runBatchFile'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { batchView, type BatchState } from '../batch/batchView'
import { alarmQuery, resultUrl } from '../present/vigiePath'
import { redirectInLanguage } from '@/lib/site/redirectInLanguage'
import { loginWith } from '@/lib/site/routes'

async function currentLocale() {
  const locale = await getLocale()
  return isLocale(locale) ? locale : defaultLocale
}

/**
 * Stores a member's alarm report (the collection's hook recomputes and emails
 * it), then shows the result again with a confirmation. A plain form post, so
 * it works without JavaScript.
 */
export async function reportAlarm(formData: FormData): Promise<void> {
  const query = alarmQuery(
    Object.fromEntries([...formData.entries()].map(([key, value]) => [key, String(value)])),
  )
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return redirectInLanguage(loginWith(resultUrl(query)))

  const locale = await currentLocale()
  const evaluation = await runAlarmTest(payload, query, locale, undefined, user)
  if (!evaluation.ok || !evaluation.outcome.alarm)
    return redirectInLanguage(resultUrl(query, { reportError: 'noAlarmToReport' }))

  const { outcome } = evaluation
  let failure: 'generic' | 'tooManyReports' | null = null
  try {
    await payload.create({
      collection: 'alarm-reports',
      data: {
        registry: outcome.registry.id as number,
        malformation: outcome.malformation.id as number,
        periodStart: outcome.periodStart,
        periodEnd: outcome.periodEnd,
        basePeriod: outcome.basePeriod,
        births: outcome.births,
        observed: outcome.observed,
        note: String(formData.get('note') ?? '').slice(0, 2000),
      },
      user,
      overrideAccess: false,
      locale,
    })
  } catch (error) {
    const limited = (error as { status?: number }).status === 429
    if (!limited) payload.logger.error({ err: error, msg: 'Alarm report failed' })
    failure = limited ? 'tooManyReports' : 'generic'
  }
  return redirectInLanguage(
    resultUrl(query, failure ? { reportError: failure } : { reported: '1' }),
  )
}

/** Tests a member's semester file; the whole result comes back as the form's state. */
export async function testSemesterFile(
  _previous: BatchState,
  formData: FormData,
): Promise<BatchState> {
  const locale = await currentLocale()
  const t = surveillanceTranslator(locale)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return { status: 'error', errors: [t('batch.membersOnly')] }

  const upload = formData.get('file')
  const file =
    upload instanceof File && upload.size > 0
      ? { data: new Uint8Array(await upload.arrayBuffer()), name: upload.name }
      : null
  const run = await runBatchFile(
    payload,
    {
      file,
      periodStart: formData.get('periodStart'),
      periodEnd: formData.get('periodEnd'),
      basePeriod: formData.get('basePeriod'),
    },
    locale,
    user,
  )
  if (!run.ok) return batchView.errors(run.issues, t)
  return batchView.results(run.results, batchCsv(run.results, t), t, locale)
}
