import type { Messages } from 'next-intl'
import type { MenuGroup, MenuLink } from './menuTypes'
import type { MenuEntry } from './content/menu'
import { firstChildHref } from './firstChild'
import { routes } from './routes'

/** The menu's labels (next-intl's `nav` translator): a wrong key fails the type check. */
type Translate = (key: keyof Messages['nav'], values?: { network: string }) => string

type MenuContent = {
  /** Short name in URLs (relamc) and as people write it (ReLAMC). */
  network: string
  networkLabel: string
  projects: MenuEntry[]
  resources: MenuEntry[]
}

/** A parent goes to its first child, as the specification asks. */
const group = (id: string, label: string, items: MenuLink[]): MenuGroup => ({
  id,
  label,
  href: firstChildHref(items, '/'),
  items,
})

/** SPEC's menu groups, in order, with the projects and resources submenus filled from the content. */
export function buildMenu(t: Translate, content: MenuContent): MenuGroup[] {
  const { network } = content
  const r = routes(network)
  return [
    group('network', t('network'), [
      { label: t('whatIs', { network: content.networkLabel }), href: r.whatIs },
      { label: t('story'), href: r.story },
      { label: t('pastMeetings'), href: r.pastMeetings },
      { label: t('coordination'), href: r.coordination },
    ]),
    group('meetings', t('meetings'), [
      { label: t('annualMeeting'), href: r.annualMeeting },
      { label: t('operationalWebinar'), href: r.operationalWebinar },
      { label: t('researchWebinar'), href: r.researchWebinar },
    ]),
    group('data-submission', t('dataSubmission'), [
      // The members' page first, so the group's own link leads there (through sign-in when
      // signed out): one address for everyone, whatever a cached menu was drawn for.
      { label: t('membersHome'), href: r.dataSubmission, secure: true },
      { label: t('login'), href: r.login },
      { label: t('databaseQuery'), href: r.databaseQuery, secure: true },
      { label: t('monthlyData'), href: r.monthlyData, secure: true },
      { label: t('caseRecords'), href: r.caseRecords, secure: true },
      { label: t('manualsForms'), href: r.manualsForms, secure: true },
      { label: t('officialDocuments'), href: r.officialDocuments, secure: true },
    ]),
    group('data', t('data'), [
      { label: t('tablesCharts'), href: r.tablesCharts },
      { label: t('dataQuality'), href: r.dataQuality },
      { label: t('announcements'), href: r.announcements },
    ]),
    group('statistical-tests', t('statisticalTests'), [
      { label: t('epidemics'), href: r.epidemics },
      { label: t('satscan'), href: r.satscan },
      { label: t('semiannualReports'), href: r.semiannualReports },
    ]),
    group('registries', t('registries'), [
      { label: t('generalInformation'), href: r.generalInformation },
      { label: t('characteristics'), href: r.characteristics },
    ]),
    group('resources', t('resources'), [
      ...content.resources,
      { label: t('links'), href: r.links },
    ]),
    group('projects', t('projects'), [
      { label: t('allProjects'), href: r.projects },
      ...content.projects,
    ]),
    group('publications', t('publications'), [
      {
        label: t('networkPublications', { network: content.networkLabel }),
        href: r.networkPublications,
      },
      { label: t('latinAmericanRegistries'), href: r.latinAmericanPublications },
      { label: t('otherPublications'), href: r.otherPublications },
    ]),
    { id: 'events', label: t('events'), href: r.events, items: [] },
    group('contact', t('contact'), [
      { label: t('questions'), href: r.questions },
      { label: t('membership'), href: r.membership },
    ]),
    group('surveillance', t('surveillance'), [
      { label: t('accumulatedData'), href: r.accumulatedData },
      { label: t('vigie'), href: r.vigie },
      // The announcements sit under "Dados" only (SPEC's menu), not twice.
    ]),
  ]
}
