import sanitizeHtml from 'sanitize-html'
import type { Locale } from '@/i18n/locales'
import { localePath } from './localePath'

/**
 * Already-sanitised HTML (lib/sanitize.ts) with its links to this site's pages in a language:
 * the office writes SPEC's Portuguese paths (/contato/filiacao) and a Spanish page links to
 * /es/contato/filiacao. Nothing else is changed.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (!html) return html
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: localePath(locale, attribs.href) } : attribs,
      }),
    },
  })
}
