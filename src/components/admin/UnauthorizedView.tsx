import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { pick, tr } from '@/i18n/locales'

const text = {
  title: tr(
    'Sem acesso ao painel administrativo',
    'Sin acceso al panel de administración',
    'No access to the admin panel',
  ),
  message: tr(
    'O painel administrativo é da secretaria da rede. O que os membros usam está no site.',
    'El panel de administración es de la secretaría de la red. Lo que usan los miembros está en el sitio.',
    'The admin panel is for the network’s office. What members use is on the site.',
  ),
  back: tr('Voltar ao site', 'Volver al sitio', 'Back to the site'),
}

/**
 * What the admin panel shows someone signed in who may not use it (a member): said in the
 * panel's language, with the way back to the site instead of Payload's English dead end.
 */
export function UnauthorizedView({ initPageResult }: AdminViewServerProps) {
  const language = initPageResult.req.i18n.language
  return (
    <div className="unauthorized">
      <h1>{pick(text.title, language)}</h1>
      <p>{pick(text.message, language)}</p>
      <Link className="btn btn--style-primary btn--size-large" href="/">
        {pick(text.back, language)}
      </Link>
    </div>
  )
}
