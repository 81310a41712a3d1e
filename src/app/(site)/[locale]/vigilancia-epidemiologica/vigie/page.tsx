import type { Metadata } from 'next'
import { ClientMessages } from '@/components/site/ClientMessages'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { AlarmResult } from '@/components/surveillance/AlarmResult'
import { AlarmTestForm } from '@/components/surveillance/AlarmTestForm'
import { BatchForm, LastSemesterBatch } from '@/components/surveillance/MemberBatchForms'
import { loadPickerOptions } from '@/lib/surveillance/data/pickerOptions'
import { ReportAlarm } from '@/components/surveillance/ReportAlarm'
import { ReportNotice } from '@/components/surveillance/ReportNotice'
import { registryOption } from '@/lib/surveillance/submissions/toSummary'
import { testLastAcceptedSemester } from '@/lib/surveillance/actions/lastSemesterActions'
import { loadOwnRegistries } from '@/lib/surveillance/data/ownRegistries'
import {
  alarmQuery,
  lastSemester,
  resultUrl,
  VIGIE_PATH,
} from '@/lib/surveillance/present/vigiePath'
import { getCurrentUser } from '@/lib/site/currentUser'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { getPayloadClient } from '@/lib/site/payload'
import type { AlarmField } from '@/lib/surveillance/input/alarmRequest'
import { runAlarmTest } from '@/lib/surveillance/data/runAlarmTest'
import { issueText } from '@/lib/surveillance/present/translate'
import { localePath } from '@/lib/site/localePath'
import { loginWith } from '@/lib/site/routes'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'surveillance' })
  return pageMetadata({
    locale,
    path: VIGIE_PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/**
 * The alarm test. Its inputs arrive in the query string (GET form), so the
 * result renders on the server, has an address and needs no JavaScript.
 */
export default async function VigiePage({ params, searchParams }: Props) {
  const { locale: requested } = await params
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'surveillance' })
  const ts = await getTranslations({ locale, namespace: 'submissions' })
  const search = await searchParams
  const query = alarmQuery(search)
  const submitted = Object.keys(query).length > 0

  const [options, user] = await Promise.all([loadPickerOptions(locale), getCurrentUser()])
  // Accepted data of the base period only for registries this user sees exactly.
  const evaluation = submitted
    ? await runAlarmTest(await getPayloadClient(), query, locale, undefined, user)
    : null
  const errors: Partial<Record<AlarmField, string>> = {}
  if (evaluation && !evaluation.ok) {
    for (const issue of evaluation.issues) errors[issue.field as AlarmField] ??= issueText(t, issue)
  }
  const outcome = evaluation?.ok ? evaluation.outcome : null
  const defaultPeriod = lastSemester()
  const reportError = typeof search.reportError === 'string' ? search.reportError : undefined

  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <PageBody>
        <ReportNotice reported={search.reported === '1'} error={reportError} />
        <AlarmTestForm
          options={options}
          values={query}
          errors={errors}
          defaultPeriod={defaultPeriod}
        />
        {outcome && <AlarmResult outcome={outcome} locale={locale} />}
        {outcome?.alarm && search.reported !== '1' && (
          <ReportAlarm query={query} loggedIn={Boolean(user)} />
        )}

        <Section id="batch" title={t('batch.title')}>
          <p className="max-w-3xl text-slate-700">{t('batch.intro')}</p>
          {user ? (
            <ClientMessages namespaces={['common', 'surveillance']}>
              <BatchForm
                basePeriods={options.basePeriods}
                currentBasePeriod={options.currentBasePeriod}
                defaultPeriod={defaultPeriod}
              />
            </ClientMessages>
          ) : (
            <p className="text-slate-700">
              {t('batch.membersOnly')}{' '}
              <a
                className="link"
                href={localePath(locale, loginWith(submitted ? resultUrl(query) : VIGIE_PATH))}
              >
                {t('batch.login')}
              </a>
            </p>
          )}
        </Section>

        {user && (
          <Section id="last-semester" title={ts('batch.title')}>
            <ClientMessages namespaces={['common', 'surveillance', 'submissions']}>
              <LastSemesterBatch
                registries={(await loadOwnRegistries(await getPayloadClient(), user)).map(
                  registryOption,
                )}
                action={testLastAcceptedSemester}
              />
            </ClientMessages>
          </Section>
        )}
      </PageBody>
    </>
  )
}
