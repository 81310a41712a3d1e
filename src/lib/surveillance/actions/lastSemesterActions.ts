'use server'

import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import type { User } from '@/payload-types'
import { batchCsv } from '../batch/batchCsv'
import { batchView, type BatchState } from '../batch/batchView'
import { runLastAcceptedSemester } from '../data/runLastAcceptedSemester'
import { surveillanceTranslator } from '../present/translate'

/** One click on the alarm-test page: every malformation of the registry's last accepted semester. */
export async function testLastAcceptedSemester(
  _previous: BatchState,
  formData: FormData,
): Promise<BatchState> {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = surveillanceTranslator(locale)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users')
    return { status: 'error', errors: [t('batch.membersOnly')] }

  const ts = await getTranslations({ locale, namespace: 'submissions' })
  const run = await runLastAcceptedSemester(payload, user as User, formData.get('registry'), locale)
  if (run.kind === 'none') return { status: 'error', errors: [ts('batch.none')] }
  if (run.kind === 'refused') return batchView.errors(run.issues, t)
  const state = batchView.results(run.results, batchCsv(run.results, t), t, locale)
  if (state.status !== 'done') return state
  const period = ts('period.semesterShort', {
    year: String(run.year),
    semester: String(run.semester),
  })
  return { ...state, summary: ts('batch.summary', { period, summary: state.summary }) }
}
