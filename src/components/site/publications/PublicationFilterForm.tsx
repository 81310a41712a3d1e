import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { countryName } from '@/lib/countries'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import type { PublicationFilterOptions, PublicationFilters } from '@/lib/publications/filters'

/**
 * The list's GET form (works without JavaScript; every view has an address):
 * a year and a registry among those that have publications. Sending it starts
 * again at page 1.
 */
export async function PublicationFilterForm({
  action,
  locale,
  options,
  filters,
}: {
  action: string
  locale: Locale
  options: PublicationFilterOptions
  filters: PublicationFilters
}) {
  const t = await getTranslations('publications.filters')
  if (!options.years.length && !options.registries.length) return null
  return (
    <form
      method="get"
      action={localePath(locale, action)}
      role="search"
      aria-labelledby="publication-filters-title"
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="publication-filters-title" className="w-full font-semibold text-slate-900">
        {t('title')}
      </h2>
      <div>
        <label htmlFor="filter-year" className="block font-medium text-slate-900">
          {t('year')}
        </label>
        <select
          id="filter-year"
          name="year"
          defaultValue={filters.year === null ? '' : String(filters.year)}
          className="field-input mt-1"
        >
          <option value="">{t('allYears')}</option>
          {options.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {options.registries.length > 0 && (
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="filter-registry" className="block font-medium text-slate-900">
            {t('registry')}
          </label>
          <select
            id="filter-registry"
            name="registry"
            defaultValue={filters.registry?.code ?? ''}
            className="field-input mt-1 w-full"
          >
            <option value="">{t('allRegistries')}</option>
            {options.registries.map((registry) => (
              <option key={registry.id} value={registry.code}>
                {`${registry.initials} – ${registry.name} (${countryName(registry.country, locale)})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex items-center gap-4">
        <button type="submit" className="btn-primary">
          {t('submit')}
        </button>
        {(filters.year !== null || filters.registry) && (
          <Link href={action} className="link">
            {t('clear')}
          </Link>
        )}
      </div>
    </form>
  )
}
