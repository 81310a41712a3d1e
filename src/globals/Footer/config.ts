import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { richText } from '@/fields/richText'
import { tr } from '@/i18n/locales'

/**
 * The footer, written with the rich-text editor of the rest of the content (links kept only when
 * safe, nothing else to break). The HTML field of earlier versions is still shown, sanitised,
 * while the rich text is empty, and appears in the panel only while it holds something, so an
 * existing footer keeps working until the office rewrites it.
 */
export const Footer = contentGlobal({
  slug: 'footer',
  label: tr('Rodapé', 'Pie de página', 'Footer'),
  admin: { group: groups.network },
  versions: { max: 25 },
  fields: [
    richText('content', tr('Texto', 'Texto', 'Text')),
    {
      name: 'text',
      // A plain text area: the code editor loads its scripts from a CDN, which offline offices cannot reach.
      type: 'textarea',
      localized: true,
      label: tr('HTML anterior', 'HTML anterior', 'Earlier HTML'),
      admin: {
        rows: 8,
        description: tr(
          'Mostrado só enquanto o Texto acima estiver vazio. Passe o conteúdo para o Texto e apague este campo.',
          'Se muestra solo mientras el Texto de arriba esté vacío. Pase el contenido al Texto y borre este campo.',
          'Shown only while the Text above is empty. Move its content to the Text and clear this field.',
        ),
        condition: (data) => Boolean((data as { text?: unknown } | undefined)?.text),
      },
    },
  ],
})
