import type { Locale } from '@/i18n/locales'
import sitePt from './pt.json'
import siteEs from './es.json'
import siteEn from './en.json'
import surveillancePt from './surveillance/pt.json'
import surveillanceEs from './surveillance/es.json'
import surveillanceEn from './surveillance/en.json'
import submissionsPt from './submissions/pt.json'
import submissionsEs from './submissions/es.json'
import submissionsEn from './submissions/en.json'
import chartsPt from './charts/pt.json'
import chartsEs from './charts/es.json'
import chartsEn from './charts/en.json'
import emailsPt from './emails/pt.json'
import emailsEs from './emails/es.json'
import emailsEn from './emails/en.json'
import monitoringPt from './monitoring/pt.json'
import monitoringEs from './monitoring/es.json'
import monitoringEn from './monitoring/en.json'
import accountPt from './account/pt.json'
import accountEs from './account/es.json'
import accountEn from './account/en.json'
import signalsPt from './signals/pt.json'
import signalsEs from './signals/es.json'
import signalsEn from './signals/en.json'
import openDataPt from './openData/pt.json'
import openDataEs from './openData/es.json'
import openDataEn from './openData/en.json'

/**
 * Every message of the site by locale. Each area keeps its own files under
 * its namespace (`messages/<area>/{pt,es,en}.json`, read as `<area>.key`);
 * add an area here with one line per locale.
 */
export const messagesByLocale = {
  pt: {
    ...sitePt,
    surveillance: surveillancePt,
    submissions: submissionsPt,
    charts: chartsPt,
    emails: emailsPt,
    monitoring: monitoringPt,
    account: accountPt,
    signals: signalsPt,
    openData: openDataPt,
  },
  es: {
    ...siteEs,
    surveillance: surveillanceEs,
    submissions: submissionsEs,
    charts: chartsEs,
    emails: emailsEs,
    monitoring: monitoringEs,
    account: accountEs,
    signals: signalsEs,
    openData: openDataEs,
  },
  en: {
    ...siteEn,
    surveillance: surveillanceEn,
    submissions: submissionsEn,
    charts: chartsEn,
    emails: emailsEn,
    monitoring: monitoringEn,
    account: accountEn,
    signals: signalsEn,
    openData: openDataEn,
  },
} satisfies Record<Locale, object>

/** The areas with files of their own, for the checks that every locale has the same keys. */
export const messageAreas = {
  site: { pt: sitePt, es: siteEs, en: siteEn },
  surveillance: { pt: surveillancePt, es: surveillanceEs, en: surveillanceEn },
  submissions: { pt: submissionsPt, es: submissionsEs, en: submissionsEn },
  charts: { pt: chartsPt, es: chartsEs, en: chartsEn },
  emails: { pt: emailsPt, es: emailsEs, en: emailsEn },
  monitoring: { pt: monitoringPt, es: monitoringEs, en: monitoringEn },
  account: { pt: accountPt, es: accountEs, en: accountEn },
  signals: { pt: signalsPt, es: signalsEs, en: signalsEn },
  openData: { pt: openDataPt, es: openDataEs, en: openDataEn },
}
