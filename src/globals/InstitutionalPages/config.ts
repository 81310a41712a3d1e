import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { richText } from '@/fields/richText'
import { tr } from '@/i18n/locales'

const whenEmpty = tr(
  'Vazio em todos os idiomas: o site mostra o texto padrão.',
  'Vacío en todos los idiomas: el sitio muestra el texto predeterminado.',
  'Empty in every language: the site shows the default text.',
)

/**
 * Body texts of the institutional pages, so the office edits them in the admin
 * panel. Page titles and buttons stay in the message files.
 */
export const InstitutionalPages = contentGlobal({
  slug: 'institutional-pages',
  label: tr('Páginas institucionais', 'Páginas institucionales', 'Institutional pages'),
  admin: { group: groups.network },
  versions: { max: 25 },
  fields: [
    richText('about', tr('O que é a rede', '¿Qué es la red?', 'What the network is'), {
      admin: { description: whenEmpty },
    }),
    richText('history', tr('História', 'Historia', 'History'), {
      admin: { description: whenEmpty },
    }),
    richText('membership', tr('Filiação', 'Afiliación', 'Membership'), {
      admin: { description: whenEmpty },
    }),
    richText(
      'tablesAndCharts',
      tr('Tabelas e gráficos', 'Tablas y gráficos', 'Tables and charts'),
      { admin: { description: whenEmpty } },
    ),
  ],
})
