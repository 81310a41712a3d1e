import type { Endpoint } from 'payload'
import type { AlarmRequestInput } from '@/lib/surveillance/alarmRequest'
import { runAlarmTest } from '@/lib/surveillance/data/runAlarmTest'
import { describeOutcome } from '@/lib/surveillance/describeOutcome'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/translate'
import { outcomeJson } from './outcomeJson'
import { requestLocale } from './requestLocale'

/**
 * POST /api/surveillance/alarm-test — the alarm test as JSON. Takes the
 * page's inputs ({ registry, malformation, periodStart, periodEnd, births,
 * observed, basePeriod? }) and returns the page's result; 400 with
 * { errors: [{ field, code, message }] } when an input is wrong.
 */
export const alarmTestEndpoint: Endpoint = {
  path: '/surveillance/alarm-test',
  method: 'post',
  handler: async (req) => {
    let body: Record<string, unknown>
    try {
      const parsed: unknown = await req.json?.()
      body =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {}
    } catch {
      body = {}
    }
    const locale = requestLocale(req, body.locale)
    const t = surveillanceTranslator(locale)

    const evaluation = await runAlarmTest(req.payload, body as AlarmRequestInput, locale)
    if (!evaluation.ok) {
      const errors = evaluation.issues.map((issue) => ({
        field: issue.field,
        code: issue.code,
        message: issueText(t, issue),
      }))
      return Response.json({ message: t('form.errorSummary'), errors }, { status: 400 })
    }
    return Response.json({
      ...outcomeJson(evaluation.outcome),
      summary: describeOutcome(evaluation.outcome, t, locale),
    })
  },
}
