import type { AlarmRequestInput } from '@/lib/surveillance/input/alarmRequest'
import { runAlarmTest } from '@/lib/surveillance/data/runAlarmTest'
import { userOfHeaders } from '@/lib/site/requestUser'
import { describeOutcome } from '@/lib/surveillance/present/describeOutcome'
import { outcomeJson } from '@/lib/surveillance/present/outcomeJson'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { errorAnswer, readJsonObject } from './boundary'
import { publicSurveillanceRoute } from './publicRoute'

/**
 * POST /api/surveillance/alarm-test — the alarm test as JSON. Takes the
 * page's inputs ({ registry, malformation, periodStart, periodEnd, births,
 * observed, basePeriod? }) and returns the page's result; 400 with
 * { errors: [{ field, code, message }] } when an input is wrong. A signed-in
 * caller (cookie or token) gets the accepted data of the base period for the
 * registries they see exactly; anyone else the public reference rates.
 * Served by app/(payload)/api/surveillance/alarm-test/route.ts.
 */
export const alarmTestRoute = publicSurveillanceRoute(
  '/surveillance/alarm-test',
  async ({ request, payload, localeWith }) => {
    const body = await readJsonObject(request)
    // The body may name the language too, so the boundary's choice is refined here.
    const locale = localeWith(body.locale)
    const t = surveillanceTranslator(locale)
    // Who is asking decides whether accepted data may serve as the base period (disclosure policy).
    const user = await userOfHeaders(payload, request.headers).catch(() => null)
    const evaluation = await runAlarmTest(
      payload,
      body as AlarmRequestInput,
      locale,
      undefined,
      user,
    )
    if (!evaluation.ok) return errorAnswer(400, evaluation.issues, t)
    return {
      status: 200,
      body: {
        ...outcomeJson(evaluation.outcome),
        summary: describeOutcome(evaluation.outcome, t, locale),
      },
    }
  },
)
