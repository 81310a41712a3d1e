import { REPORTS_PER_HOUR } from '@/collections/AlarmReports/hooks/limitReports'
import { getTranslations } from 'next-intl/server'

/** Says whether the alarm report just sent was stored (after the form's redirect). */
export async function ReportNotice({ reported, error }: { reported: boolean; error?: string }) {
  const t = await getTranslations('surveillance')
  if (reported) {
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900"
      >
        {t('report.done')}
      </p>
    )
  }
  if (!error) return null
  const reason =
    error === 'noAlarmToReport'
      ? t('issues.noAlarmToReport')
      : error === 'tooManyReports'
        ? t('issues.tooManyReports', { max: REPORTS_PER_HOUR })
        : t('issues.generic')
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
    >
      {t('report.failed', { reason })}
    </p>
  )
}
