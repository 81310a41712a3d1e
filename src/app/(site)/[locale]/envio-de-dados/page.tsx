import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { SubmissionList } from '@/components/surveillance/submissions/SubmissionList'
import { localePath } from '@/lib/site/localePath'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { loadMemberRegistryStates } from '@/lib/surveillance/data/membersHome'
import { loadMonthlyData } from '@/lib/surveillance/data/monthlyDataPage'
import { loadDeadline } from './dados-mensais/loadDeadline'

export const generateMetadata = metadataFor('membersHome', 'dataSubmission')

/** How many recent submissions the page lists; the monthly-data page lists more. */
const RECENT = 5

/**
 * The members' page, where signing in leads: the semester due and who still owes it, each of the
 * member's registries with its last accepted semester, their latest submissions and the ways to
 * send data. Members only, checked on the server.
 */
export default async function MembersHomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const r = routes(networkShortName())
  const user = await requireMember(r.dataSubmission)
  const t = await getTranslations('membersHome')
  const ts = await getTranslations('submissions')
  const payload = await getPayloadClient()
  const [states, data] = await Promise.all([
    loadMemberRegistryStates(payload, user),
    loadMonthlyData(user, locale),
  ])
  const deadline = await loadDeadline(
    payload,
    states.map((state) => state.registry),
  )
  const semester = (period: { year: number; semester: number }) =>
    ts('period.semesterShort', { year: String(period.year), semester: String(period.semester) })
  const dueDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${deadline.due}T00:00:00Z`),
  )
  const monthlyHref = (query: Record<string, string>) =>
    `${localePath(locale, r.monthlyData)}?${new URLSearchParams(query)}#grid`
  const links = [
    { href: r.monthlyData, label: t('links.monthlyData') },
    { href: r.caseRecords, label: t('links.caseRecords') },
    { href: r.databaseQuery, label: t('links.databaseQuery') },
    { href: r.manualsForms, label: t('links.manualsForms') },
    { href: r.account, label: t('links.account') },
  ]
  return (
    <>
      <PageHeader title={t('title')} lead={t('welcome', { name: user.name || user.email })} />
      <PageBody>
        <Section title={t('dueTitle')} id="due">
          <p data-testid="members-due">
            {ts('deadline.due', {
              semester: deadline.semester,
              year: deadline.year,
              date: dueDate,
              overdue: new Date().toISOString().slice(0, 10) > deadline.due ? 'yes' : 'no',
            })}{' '}
            {deadline.owing.length > 0
              ? ts('deadline.owing', {
                  count: deadline.owing.length,
                  registries: deadline.owing.map((registry) => registry.label).join(', '),
                })
              : t('allSent')}
          </p>
        </Section>
        <Section title={t('registriesTitle')} id="registries">
          {states.length === 0 ? (
            <p className="text-slate-700">{ts('noRegistry')}</p>
          ) : (
            <ul className="space-y-1" data-testid="members-registries">
              {states.map(({ registry, lastAccepted }) => (
                <li key={registry.code}>
                  <span className="font-medium">{registry.label}</span>:{' '}
                  {lastAccepted ? (
                    <a
                      className="link"
                      href={monthlyHref({
                        registry: registry.code,
                        year: String(lastAccepted.year),
                        semester: String(lastAccepted.semester),
                      })}
                    >
                      {t('lastAccepted', { semester: semester(lastAccepted) })}
                    </a>
                  ) : (
                    t('noneAccepted')
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('recentTitle')} id="recent">
          <SubmissionList
            submissions={data.submissions.slice(0, RECENT)}
            malformations={data.malformations}
            locale={locale}
            openHref={(submission) =>
              monthlyHref({
                registry: submission.registry.code,
                year: String(submission.year),
                semester: String(submission.semester),
              })
            }
          />
        </Section>
        <Section title={t('linksTitle')} id="links">
          <ul className="list-disc space-y-1 pl-6">
            {links.map((link) => (
              <li key={link.href}>
                <a className="link" href={localePath(locale, link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      </PageBody>
    </>
  )
}
