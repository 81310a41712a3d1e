import { BrandMark } from '@/components/brand/BrandMark'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { networkDisplayName } from '@/lib/site/network'

/**
 * The network's logo on the admin panel's login, first-user and password screens (Payload's
 * `admin.components.graphics.Logo`): the mark, the short name and the full name in the
 * admin's language. Styled in src/app/(payload)/custom.css.
 */
export function Logo({ i18n }: { i18n?: { language?: string } }) {
  const language = isLocale(i18n?.language) ? i18n.language : defaultLocale
  return (
    <span className="relamc-logo">
      <BrandMark className="relamc-logo__mark" />
      <span className="relamc-logo__text">
        <span className="relamc-logo__name">{networkDisplayName()}</span>
        <span className="relamc-logo__full">{messagesByLocale[language].meta.networkName}</span>
      </span>
    </span>
  )
}
