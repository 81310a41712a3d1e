import { getLocale, getTranslations } from 'next-intl/server'
import { hasRichText, RichText } from '@/components/site/content/RichText'
import { sanitize } from '@/lib/sanitize'
import type { FooterContent } from '@/lib/site/content/settings'
import { localizeHtmlLinks } from '@/lib/site/localizeHtmlLinks'

/** The stored address, one line per line, or the built-in one when none is stored. */
const addressLines = (stored: string | null, builtIn: string[]): string[] => {
  const lines = (stored ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.length > 0 ? lines : builtIn
}

/**
 * The footer global's rich text; while it is empty, the HTML of earlier versions, sanitised. When
 * both are empty or could not be read: the office address of the site settings, else the built-in
 * address of the network's office.
 */
export async function SiteFooter({
  footer,
  officeAddress,
  networkLabel,
}: {
  footer: FooterContent
  officeAddress: string | null
  networkLabel: string
}) {
  const t = await getTranslations('shell')
  const tm = await getTranslations('meta')
  const rich = hasRichText(footer.content) ? footer.content : null
  // Links to the site's pages keep the page's language.
  const clean = rich ? '' : localizeHtmlLinks(sanitize(footer.html), await getLocale())
  return (
    <footer
      aria-label={t('footer')}
      className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700"
    >
      <div className="mx-auto max-w-7xl px-4 py-8">
        {rich ? (
          <div data-testid="footer-text">
            <RichText data={rich} className="rich-html" />
          </div>
        ) : clean ? (
          <div
            className="rich-html"
            data-testid="footer-text"
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        ) : (
          <address className="not-italic" data-testid="footer-default">
            <strong className="block text-slate-900">{t('defaultAddressTitle')}</strong>
            {addressLines(officeAddress, [
              t('defaultAddressDepartment'),
              t('defaultAddressUniversity'),
              t('defaultAddressCity'),
            ]).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        )}
        <p className="mt-6 text-xs text-slate-600">
          {t('copyright', {
            year: String(new Date().getFullYear()),
            network: networkLabel,
            networkName: tm('networkName'),
          })}
        </p>
      </div>
    </footer>
  )
}
