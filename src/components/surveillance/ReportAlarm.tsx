import { getLocale, getTranslations } from 'next-intl/server'
import { reportAlarm } from '../../lib/surveillance/actions/alarmActions'
import { resultUrl, type AlarmQuery } from '../../lib/surveillance/present/vigiePath'
import { localePath } from '@/lib/site/localePath'
import { loginWith } from '@/lib/site/routes'

/**
 * Under an alarm: a member reports it to the office (a plain form post to a
 * server action); anyone else is offered the login page, which brings them back.
 */
export async function ReportAlarm({ query, loggedIn }: { query: AlarmQuery; loggedIn: boolean }) {
  const t = await getTranslations('surveillance')
  const locale = await getLocale()
  return (
    <section
      aria-labelledby="report-title"
      className="space-y-3 rounded-lg border border-red-200 bg-red-50/40 p-5"
    >
      <h2 id="report-title" className="text-xl font-semibold text-slate-900">
        {t('report.title')}
      </h2>
      {loggedIn ? (
        <form action={reportAlarm} className="space-y-3">
          <p className="text-slate-700">{t('report.intro')}</p>
          {Object.entries(query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <label htmlFor="report-note" className="block font-medium text-slate-900">
              {t('report.note')}
            </label>
            <textarea
              id="report-note"
              name="note"
              rows={3}
              maxLength={2000}
              aria-describedby="report-note-hint"
              className="field-input mt-1"
            />
            <p id="report-note-hint" className="mt-1 text-sm text-slate-600">
              {t('report.noteHint')}
            </p>
          </div>
          <button type="submit" className="btn-primary">
            {t('report.submit')}
          </button>
        </form>
      ) : (
        <p className="text-slate-700">
          {t('report.loginIntro')}{' '}
          <a className="link" href={localePath(locale, loginWith(resultUrl(query)))}>
            {t('report.login')}
          </a>
        </p>
      )}
    </section>
  )
}
