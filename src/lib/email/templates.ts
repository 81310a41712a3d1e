import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { siteUrl } from '@/lib/siteUrl'
import { escapeHtml } from '@/lib/escapeHtml'

export const resetPasswordPath = '/redefinir-senha'

export const passwordLink = (token: string, invitation = false): string =>
  `${siteUrl()}${resetPasswordPath}?token=${encodeURIComponent(token)}${invitation ? '&convite=1' : ''}`

/** The e-mail texts of the message catalogs in a language, Portuguese when it is not one of ours. */
export function emailTranslator(language: string | null | undefined) {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'emails' })
}

type PasswordEmail = { name?: string; token: string; language: string }

function passwordEmail(kind: 'invite' | 'reset', args: PasswordEmail) {
  const t = emailTranslator(args.language)
  const link = passwordLink(args.token, kind === 'invite')
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
