import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { withGlossary } from '@/i18n/glossary'
import type { AreaTranslator } from '@/i18n/messageKeys'
import { messagesByLocale } from '@/i18n/messages'
import { localePath } from '@/lib/site/localePath'
import { siteUrl } from '@/lib/siteUrl'
import { escapeHtml } from '@/lib/escapeHtml'

export const resetPasswordPath = '/redefinir-senha'

/** The password page in the member's language, with the token. */
export const passwordLink = (token: string, invitation = false, locale: Locale = defaultLocale) =>
  `${siteUrl()}${localePath(locale, resetPasswordPath)}?token=${encodeURIComponent(token)}${invitation ? '&convite=1' : ''}`

/** The e-mail texts of the message catalogs in a language, Portuguese when it is not one of ours. */
export function emailTranslator(language: string | null | undefined) {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  return withGlossary(
    createTranslator({
      locale,
      messages: messagesByLocale[locale],
      namespace: 'emails',
    }) as AreaTranslator<'emails'>,
    locale,
  )
}

type PasswordEmail = { name?: string; token: string; language: string }

function passwordEmail(kind: 'invite' | 'reset', args: PasswordEmail) {
  const t = emailTranslator(args.language)
  const locale: Locale = isLocale(args.language) ? args.language : defaultLocale
  const link = passwordLink(args.token, kind === 'invite', locale)
  const greeting = args.name ? t('greetingNamed', { name: args.name }) : t('greetingPlain')
  return {
    subject: t(`${kind}Subject`),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t(`${kind}Body`))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t('ignore'))}</p>`,
  }
}

export const invitationEmail = (args: PasswordEmail) => passwordEmail('invite', args)

export const resetEmail = (args: PasswordEmail) => passwordEmail('reset', args)
