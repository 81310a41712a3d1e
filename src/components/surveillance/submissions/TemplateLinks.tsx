import { getTranslations } from 'next-intl/server'
import { locales } from '@/i18n/locales'
import { templateUrl } from './submissionsApi'

/**
 * Download links of the template, each format with its headers in each language, filled in with
 * the registry and semester the page shows.
 */
export async function TemplateLinks({
  selected,
}: {
  selected?: { registry: string; year: number; semester: number }
}) {
  const t = await getTranslations('submissions')
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{t('upload.templates')}</h3>
      <ul className="mt-2 grid gap-1 sm:grid-cols-3">
        {(['xlsx', 'csv'] as const).flatMap((format) =>
          locales.map((language) => (
            <li key={`${format}-${language}`}>
              <a className="link" href={templateUrl(format, language, selected)} download>
                {t('upload.templateLink', {
                  format: format.toUpperCase(),
                  language: t(`upload.languages.${language}`),
                })}
              </a>
            </li>
          )),
        )}
      </ul>
    </div>
  )
}
