import { getTranslations } from 'next-intl/server'
import { exportUrl } from './exchangeApi'

/** The semester the page shows, as DHIS2 dataValueSets JSON and as ADX XML. */
export async function ExchangeDownloads({
  selected,
}: {
  selected: { registry: string; year: number; semester: number }
}) {
  const t = await getTranslations('submissions')
  return (
    <ul className="flex flex-wrap gap-3" data-testid="exchange-downloads">
      <li>
        <a className="btn-secondary" href={exportUrl('dataValueSets', selected)} download>
          {t('exchange.downloadDataValueSets')}
        </a>
      </li>
      <li>
        <a className="btn-secondary" href={exportUrl('adx', selected)} download>
          {t('exchange.downloadAdx')}
        </a>
      </li>
    </ul>
  )
}
