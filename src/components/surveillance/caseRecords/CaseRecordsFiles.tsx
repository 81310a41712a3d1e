import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { caseRecordsDownloadUrl, caseTemplateUrl } from './caseRecordsApi'

const formats = ['xlsx', 'csv'] as const

/** The empty case-record template in the page's language, in each format. */
export async function CaseTemplateLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations('submissions')
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{t('upload.templates')}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {formats.map((format) => (
          <li key={format}>
            <a className="link" href={caseTemplateUrl(format, locale)} download>
              {t('upload.templateLink', {
                format: format.toUpperCase(),
                language: t(`upload.languages.${locale}`),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The registry's own case records: the selected semester's, or every semester's. */
export async function CaseDownloadLinks({
  locale,
  selected,
}: {
  locale: Locale
  selected: { registry: string; year: number; semester: number }
}) {
  const t = await getTranslations('submissions')
  const period = t('period.semesterShort', {
    year: String(selected.year),
    semester: String(selected.semester),
  })
  return (
    <ul className="grid gap-1 sm:grid-cols-2" data-testid="case-downloads">
      {formats.flatMap((format) => [
        <li key={`${format}-semester`}>
          <a
            className="link"
            href={caseRecordsDownloadUrl(format, locale, selected.registry, selected)}
            download
          >
            {t('cases.downloadSemester', { format: format.toUpperCase(), period })}
          </a>
        </li>,
        <li key={`${format}-all`}>
          <a
            className="link"
            href={caseRecordsDownloadUrl(format, locale, selected.registry)}
            download
          >
            {t('cases.downloadAll', { format: format.toUpperCase() })}
          </a>
        </li>,
      ])}
    </ul>
  )
}
