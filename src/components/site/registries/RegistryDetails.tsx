import { getTranslations } from 'next-intl/server'
import { pick, type Locale, type Translated } from '@/i18n/locales'
import { registryOptions } from '@/collections/MemberRegistries/options'
import { countryName } from '@/lib/countries'
import type { Registry } from '@/lib/site/content/registries'
import { formatNumber } from '@/lib/site/format'
import { isActiveRegistry } from '@/lib/registries/status'
import { RichText } from '../content/RichText'
import { ExternalLink } from '../content/ExternalLink'
import { InactiveBadge } from './InactiveBadge'
import { RegistryLogo } from './RegistryLogo'

type Option = { value: string; label: Translated }

const optionLabels = (
  options: Option[],
  values: string | string[] | null | undefined,
  locale: Locale,
): string => {
  const list = Array.isArray(values) ? values : values ? [values] : []
  return list
    .map((value) => options.find((option) => option.value === value))
    .flatMap((option) => (option ? [pick(option.label, locale)] : []))
    .join(', ')
}

/** One row per year with covered births, oldest first; one "not informed" row when there is none. */
function coveredBirthsRows(
  registry: Registry,
  label: (year: number | null) => string,
  number: (value: number) => string,
): [string, React.ReactNode][] {
  const rows = [...(registry.coveredBirths ?? [])].sort((a, b) => a.year - b.year)
  if (!rows.length) return [[label(null), null]]
  return rows.map((row) => [label(row.year), number(row.births)])
}

/** One registry: its characteristics as a definition list, then its story and activities. */
export async function RegistryDetails({
  registry,
  locale,
}: {
  registry: Registry
  locale: Locale
}) {
  const t = await getTranslations('characteristics')
  const number = (value: number | null | undefined) =>
    typeof value === 'number' ? formatNumber(value, locale) : ''
  const year = (value: number | null | undefined) =>
    typeof value === 'number' ? String(value) : ''
  const rows: [string, React.ReactNode][] = [
    [t('networkCode'), registry.networkCode],
    [t('country'), countryName(registry.country, locale)],
    [t('institution'), registry.institution],
    [t('responsible'), registry.responsible],
    [t('region'), registry.region],
    [t('status'), isActiveRegistry(registry) ? t('active') : t('inactive')],
    [t('coverage'), optionLabels(registryOptions.coverage, registry.coverage, locale)],
    ...coveredBirthsRows(
      registry,
      (year) => (year === null ? t('coveredBirths') : t('coveredBirthsIn', { year: String(year) })),
      (value) => formatNumber(value, locale),
    ),
    [t('totalSettlements'), number(registry.totalSettlements)],
    [t('startYear'), year(registry.startYear)],
    [t('networkAdmissionYear'), year(registry.networkAdmissionYear)],
    [t('clearinghouseAdmissionYear'), year(registry.clearinghouseAdmissionYear)],
    [
      t('maxDiagnosisAge'),
      optionLabels(registryOptions.maxDiagnosisAge, registry.maxDiagnosisAge, locale),
    ],
    [
      t('pregnancyOutcomes'),
      optionLabels(registryOptions.pregnancyOutcomes, registry.pregnancyOutcomes, locale),
    ],
    [
      t('variablesNotInCases'),
      optionLabels(registryOptions.variablesNotInCases, registry.variablesNotInCases, locale),
    ],
    [
      t('variablesNotInDenominators'),
      optionLabels(
        registryOptions.variablesNotInDenominators,
        registry.variablesNotInDenominators,
        locale,
      ),
    ],
    [
      t('denominator'),
      registry.liveBirthsOnly ? t('denominatorLiveBirthsOnly') : t('denominatorAllBirths'),
    ],
    [t('encoding'), registry.encoding],
    [
      t('website'),
      registry.website ? (
        <ExternalLink href={registry.website}>{registry.website}</ExternalLink>
      ) : null,
    ],
    [
      t('contactEmail'),
      registry.contactEmail ? (
        <a className="link" href={`mailto:${registry.contactEmail}`}>
          {registry.contactEmail}
        </a>
      ) : null,
    ],
  ]
  return (
    <article className="space-y-8" data-testid="registry-details">
      <div className="flex items-center gap-4">
        <RegistryLogo logo={registry.logo} />
        <h2 className="section-title">
          {registry.initials} – {registry.name}
          <InactiveBadge registry={registry} />
        </h2>
      </div>
      <section aria-labelledby={`characteristics-${registry.id}`} className="space-y-3">
        <h3 id={`characteristics-${registry.id}`} className="text-xl font-semibold text-slate-900">
          {t('characteristics')}
        </h3>
        {/* The page's full width: two columns of label and value on wide screens. */}
        <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-[minmax(12rem,auto)_1fr] xl:grid-cols-[minmax(12rem,auto)_1fr_minmax(12rem,auto)_1fr] xl:gap-x-8">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-900">{label}</dt>
              <dd className="text-slate-700">
                {value || <span className="text-slate-600 italic">{t('notInformed')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`story-${registry.id}`} className="space-y-3">
        <h3 id={`story-${registry.id}`} className="text-xl font-semibold text-slate-900">
          {t('story')}
        </h3>
        <RichText data={registry.story} className="max-w-4xl" />
        {!registry.story && <p className="text-slate-600 italic">{t('notInformed')}</p>}
      </section>
      <section aria-labelledby={`activities-${registry.id}`} className="space-y-3">
        <h3 id={`activities-${registry.id}`} className="text-xl font-semibold text-slate-900">
          {t('activities')}
        </h3>
        <RichText data={registry.activities} className="max-w-4xl" />
        {!registry.activities && <p className="text-slate-600 italic">{t('notInformed')}</p>}
      </section>
    </article>
  )
}
