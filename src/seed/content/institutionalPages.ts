import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import pt from '@/i18n/messages/pt.json'
import { networkDisplayName } from '@/lib/site/network'
import { seedContext } from './context'
import { lexical } from './lexical'

type Messages = typeof pt
const messages: Record<Locale, Messages> = { pt, es, en }

/** Fills {placeholders} the way the pages do, so the stored text reads as the site shows it. */
const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder)

/**
 * The page texts of the message files (which stay as the pages' fallback),
 * written in the markup of lexical.ts.
 */
function pageTexts(
  m: Messages,
): Record<'about' | 'history' | 'membership' | 'tablesAndCharts', string> {
  const values = { network: networkDisplayName(), networkName: m.meta.networkName }
  const { whatIs, story, membership } = m
  const objectives = [whatIs.o1, whatIs.o2, whatIs.o3, whatIs.o4, whatIs.o5]
  const steps = [membership.step1, membership.step2, membership.step3, membership.step4]
  return {
    about: [
      fill(whatIs.p1, values),
      fill(whatIs.p2, values),
      `## ${whatIs.objectivesTitle}`,
      objectives.map((o) => `- ${o}`).join('\n'),
    ].join('\n\n'),
    history: [story.p1, story.p2, story.p3].join('\n\n'),
    membership: [
      membership.intro,
      steps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
    ].join('\n\n'),
    tablesAndCharts: m.tablesCharts.intro,
  }
}

export async function seedInstitutionalPages(payload: Payload): Promise<void> {
  for (const locale of locales) {
    const texts = pageTexts(messages[locale])
    await payload.updateGlobal({
      slug: 'institutional-pages',
      locale,
      data: {
        about: lexical(texts.about),
        history: lexical(texts.history),
        membership: lexical(texts.membership),
        tablesAndCharts: lexical(texts.tablesAndCharts),
      },
      context: seedContext,
      overrideAccess: true,
    })
  }
}
