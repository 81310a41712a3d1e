import { getTranslations } from 'next-intl/server'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import type { PublishedReportItem } from '@/lib/surveillance/data/publishedReports'
import { reportPagePath, reportPdfPath } from '@/lib/surveillance/present/reportPaths'

/** The reports the office has published to the member's registries, each with its page and PDF. */
export async function PublishedReports({
  items,
  path,
  locale,
}: {
  items: PublishedReportItem[]
  path: string
  locale: Locale
}) {
  const t = await getTranslations('monitoring.report.published')
  const format = formatterFor(locale)
  return (
    <section aria-labelledby="published-title" className="space-y-2">
      <h2 id="published-title" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-slate-700">{t('intro')}</p>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6" data-testid="published-reports">
          {items.map((item) => (
            <li key={`${item.registry}-${item.year}-${item.semester}`}>
              {t('item', {
                registry: item.registryName,
                year: item.year,
                semester: item.semester,
                date: format.dateTime(new Date(item.publishedAt), 'long'),
              })}{' '}
              <a className="link" href={localePath(locale, reportPagePath(path, item))}>
                {t('open')}
              </a>
              {' · '}
              <a className="link" href={reportPdfPath(item, locale)} download>
                {t('pdf')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
