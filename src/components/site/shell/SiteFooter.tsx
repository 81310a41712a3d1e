import { getTranslations } from 'next-intl/server'
import { sanitize } from '@/lib/sanitize'

/** The footer global's HTML, sanitised; the office address when it is empty or could not be read. */
export async function SiteFooter({ html, networkLabel }: { html: string; networkLabel: string }) {
  const t = await getTranslations('shell')
  const tm = await getTranslations('meta')
  const clean = sanitize(html)
  return (
    <footer
      aria-label={t('footer')}
      className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700"
    >
      <div className="mx-auto max-w-7xl px-4 py-8">
        {clean ? (
          <div
            className="rich-html"
            data-testid="footer-text"
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        ) : (
          <address className="not-italic" data-testid="footer-default">
            <strong className="block text-slate-900">{t('defaultAddressTitle')}</strong>
            {t('defaultAddressDepartment')}
            <br />
            {t('defaultAddressUniversity')}
            <br />
            {t('defaultAddressStreet')}
            <br />
            {t('defaultAddressCity')}
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
