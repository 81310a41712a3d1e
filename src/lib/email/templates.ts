import { pick, tr } from '@/i18n/locales'
import { siteUrl } from '@/lib/siteUrl'
import { escapeHtml } from '@/lib/escapeHtml'

export const resetPasswordPath = '/redefinir-senha'

export const passwordLink = (token: string, invitation = false): string =>
  `${siteUrl()}${resetPasswordPath}?token=${encodeURIComponent(token)}${invitation ? '&convite=1' : ''}`

const texts = {
  inviteSubject: tr(
    'Convite para a área de membros',
    'Invitación al área de miembros',
    'Invitation to the members area',
  ),
  inviteBody: tr(
    'Você foi cadastrado(a) na área de membros da rede. Para definir sua senha, acesse o endereço abaixo (válido por 7 dias):',
    'Usted fue registrado(a) en el área de miembros de la red. Para definir su contraseña, acceda a la dirección abajo (válida por 7 días):',
    'You have been registered in the network members area. To set your password, open the address below (valid for 7 days):',
  ),
  resetSubject: tr('Redefinição de senha', 'Restablecimiento de contraseña', 'Password reset'),
  resetBody: tr(
    'Recebemos um pedido para redefinir sua senha. Para escolher uma nova senha, acesse o endereço abaixo (válido por 1 hora):',
    'Recibimos una solicitud para restablecer su contraseña. Para elegir una nueva contraseña, acceda a la dirección abajo (válida por 1 hora):',
    'We received a request to reset your password. To choose a new password, open the address below (valid for 1 hour):',
  ),
  ignore: tr(
    'Se você não esperava esta mensagem, ignore-a.',
    'Si no esperaba este mensaje, ignórelo.',
    'If you did not expect this message, ignore it.',
  ),
  greeting: tr('Olá', 'Hola', 'Hello'),
}

const layout = (name: string | undefined, body: string, link: string, language: string) =>
  `<p>${pick(texts.greeting, language)}${name ? ` ${escapeHtml(name)}` : ''},</p>
<p>${body}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${pick(texts.ignore, language)}</p>`

export const invitationEmail = (args: { name?: string; token: string; language: string }) => ({
  subject: pick(texts.inviteSubject, args.language),
  html: layout(
    args.name,
    pick(texts.inviteBody, args.language),
    passwordLink(args.token, true),
    args.language,
  ),
})

export const resetEmail = (args: { name?: string; token: string; language: string }) => ({
  subject: pick(texts.resetSubject, args.language),
  html: layout(
    args.name,
    pick(texts.resetBody, args.language),
    passwordLink(args.token),
    args.language,
  ),
})
