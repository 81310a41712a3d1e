import { siteSettings } from '@/lib/siteSettings'
import { lastEndedSemester } from '@/lib/surveillance/submissions/model'
import { sendReminders } from '@/lib/surveillance/data/sendReminders'
import { defineTask } from '../defineTask'
import { LIGHT_QUEUE } from '../queues'

/** Today as the site settings' reminder dates say it: day and month, UTC. */
const dayAndMonth = (date: Date) => ({ day: date.getUTCDate(), month: date.getUTCMonth() + 1 })

/**
 * Every morning (08:00 UTC): on a date the office set in the site settings ("Semester
 * reminders"), the members of every registry that has not sent the last ended semester are
 * emailed. Each message is queued under the day, registry and member, so a run repeated after a
 * restart, or the same date listed twice, writes to nobody twice.
 */
export const sendSemesterRemindersTask = defineTask<{
  input: object
  output: {
    due: boolean
    year?: number
    semester?: number
    registries?: string[]
    emailed?: number
  }
}>({
  slug: 'sendSemesterReminders',
  label: 'Semester reminders',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10 * 60_000 } },
  schedule: [{ cron: '0 0 8 * * *', queue: LIGHT_QUEUE }],
  run: async ({ req }) => {
    const today = new Date()
    const settings = await siteSettings(req.payload)
    const { day, month } = dayAndMonth(today)
    const due = (settings.semesterReminders ?? []).some(
      (date) => date.day === day && date.month === month,
    )
    if (!due) return { due: false }
    const outcome = await sendReminders(
      req,
      lastEndedSemester(today),
      `reminders:${today.toISOString().slice(0, 10)}`,
    )
    return { due: true, ...outcome }
  },
})
