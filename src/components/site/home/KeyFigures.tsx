import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'

export type KeyFiguresProps = {
  locale: Locale
  registries: number
  countries: number
  /** Births covered by the accepted data; the figure is left out until there are data. */
  birthsCovered?: number
  /** Years with accepted data. */
  yearsOfData?: number
  /** Where "see the member registries" leads. */
  registriesHref: string
  /** The small map beside the figures. */
  map?: ReactNode
}

/** The network in a few figures, with the small map of its registries. */
export function KeyFigures({
  locale,
  registries,
  countries,
  birthsCovered,
  yearsOfData,
  registriesHref,
  map,
}: KeyFiguresProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const figures = [
    {
      key: 'registries',
      value: format.integer(registries),
      label: t('keyFigures.registries', { count: registries }),
    },
    {
      key: 'countries',
      value: format.integer(countries),
      label: t('keyFigures.countries', { count: countries }),
    },
    ...(birthsCovered != null
      ? [{ key: 'births', value: format.integer(birthsCovered), label: t('keyFigures.births') }]
      : []),
    ...(yearsOfData != null
      ? [
          {
            key: 'years',
            value: format.integer(yearsOfData),
            label: t('keyFigures.years', { count: yearsOfData }),
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="key-figures" className="space-y-4" data-testid="key-figures">
      <h2 id="key-figures" className="section-title">
        {t('keyFigures.title')}
      </h2>
      <div className="grid items-center gap-6 md:grid-cols-[1fr_minmax(0,20rem)]">
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.key} className="key-figure" data-figure={figure.key}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <Link href={registriesHref} className="link text-sm">
            {t('keyFigures.seeAll')}
          </Link>
        </div>
        {map && <div className="mx-auto w-full max-w-xs">{map}</div>}
      </div>
    </section>
  )
}
