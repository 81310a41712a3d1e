import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AnnualMeetingCard } from '@/components/site/meetings/AnnualMeetingCard'
import { WebinarCard } from '@/components/site/meetings/WebinarCard'
import { splitByDate } from '@/components/site/meetings/split'
import { CardGrid } from '@/components/site/content/CardGrid'
import { Hero } from '@/components/site/home/Hero'
import { KeyFigures } from '@/components/site/home/KeyFigures'
import { Slot, SlotHeading } from '@/components/site/home/Slot'
import { chartText } from '@/components/charts/text'
import { RegistryMap } from '@/components/map/RegistryMap'
import { countriesOf, mapRegistries } from '@/components/map/mapRegistries'
import {
  getAnnualMeetings,
  getOperationalWebinars,
  getResearchWebinars,
} from '@/lib/site/content/meetings'
import { isActiveRegistry } from '@/lib/registries/status'
import { getRegistries } from '@/lib/site/content/registries'
import { getHeroImage } from '@/lib/site/content/settings'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { routes } from '@/lib/site/routes'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  const network = networkDisplayName()
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: `${network} – ${t('networkName')}`,
      description: t('description'),
    }),
    title: { absolute: `${network} – ${t('networkName')}` },
  }
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('home')
  const tm = await getTranslations('meta')
  const network = networkDisplayName()
  const r = routes(networkShortName())
  const [meetings, operational, research, allRegistries, heroImage] = await Promise.all([
    getAnnualMeetings(locale),
    getOperationalWebinars(locale),
    getResearchWebinars(locale),
    getRegistries(locale),
    // The hero draws its own background when the image cannot be read.
    getHeroImage(locale).catch(() => null),
  ])
  // The key figures and the map count the network as it is today: active registries only.
  const registries = allRegistries.filter(isActiveRegistry)
  const meetingDates = splitByDate(meetings, (meeting) => meeting.endDate ?? meeting.startDate)
  const nextMeeting = meetingDates.upcoming[0]
  const lastMeeting = meetingDates.past[0]
  const webinars = [
    {
      id: 'operational-webinar',
      title: t('operationalWebinar'),
      href: r.operationalWebinar,
      dates: splitByDate(operational, (webinar) => webinar.date),
    },
    {
      id: 'research-webinar',
      title: t('researchWebinar'),
      href: r.researchWebinar,
      dates: splitByDate(research, (webinar) => webinar.date),
    },
  ]

  return (
    <>
      <Hero
        network={network}
        networkName={tm('networkName')}
        lead={t('lead', { network })}
        image={heroImage}
        links={{
          about: { label: t('heroAbout'), href: r.whatIs },
          data: { label: t('heroData'), href: r.tablesCharts },
        }}
      />

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {registries.length > 0 && (
          <KeyFigures
            locale={locale}
            registries={registries.length}
            countries={countriesOf(registries)}
            registriesHref={r.generalInformation}
            map={
              <RegistryMap
                id="home-map"
                size="small"
                locale={locale}
                title={chartText(locale)('keyFigures.mapTitle')}
                registries={mapRegistries(registries)}
                registryHref={r.characteristics}
              />
            }
          />
        )}

        <section aria-labelledby="annual-meeting" className="space-y-4">
          <SlotHeading
            id="annual-meeting"
            title={t('annualMeeting')}
            href={r.annualMeeting}
            seeAll={t('seeAll')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <Slot label={t('nextEdition')}>
              {nextMeeting && (
                <AnnualMeetingCard meeting={nextMeeting} locale={locale} showDocuments={false} />
              )}
            </Slot>
            <Slot label={t('lastEdition')}>
              {lastMeeting && (
                <AnnualMeetingCard meeting={lastMeeting} locale={locale} showDocuments={false} />
              )}
            </Slot>
          </div>
        </section>

        <div className="grid gap-8 md:grid-cols-2">
          {webinars.map(({ id, title, href, dates }) => {
            const webinar = dates.upcoming[0] ?? dates.past[0]
            return (
              <section key={id} aria-labelledby={id} className="space-y-4">
                <SlotHeading id={id} title={title} href={href} seeAll={t('seeAll')} />
                <Slot label={dates.upcoming[0] ? t('nextWebinar') : t('lastWebinar')}>
                  {webinar && <WebinarCard webinar={webinar} locale={locale} full={false} />}
                </Slot>
              </section>
            )
          })}
        </div>

        <section aria-labelledby="shortcuts" className="space-y-4">
          <h2 id="shortcuts" className="section-title">
            {t('shortcuts')}
          </h2>
          <CardGrid
            cards={homeCards(r).map(({ key, href }) => ({
              href,
              title: t(`cards.${key}`),
              text: t(`cards.${key}Text`),
            }))}
          />
        </section>
      </div>
    </>
  )
}

/** SPEC's home cards, in its order. */
const homeCards = (r: ReturnType<typeof routes>) =>
  [
    { key: 'dataSubmission', href: r.dataSubmission },
    { key: 'data', href: r.tablesCharts },
    { key: 'statisticalTests', href: r.epidemics },
    { key: 'registries', href: r.generalInformation },
    { key: 'resources', href: r.resources },
    { key: 'projects', href: r.projects },
    { key: 'publications', href: r.networkPublications },
    { key: 'events', href: r.events },
    { key: 'tablesCharts', href: r.tablesCharts },
  ] as const
