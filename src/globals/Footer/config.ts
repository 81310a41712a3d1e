import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'

/** Footer text as HTML; it passes through sanitize() before any visitor sees it. */
export const Footer = contentGlobal({
  slug: 'footer',
  label: tr('Rodapé', 'Pie de página', 'Footer'),
  admin: { group: groups.network },
  versions: { max: 25 },
  fields: [
    {
      name: 'text',
      // A plain text area: the code editor loads its scripts from a CDN, which offline offices cannot reach.
      type: 'textarea',
      localized: true,
      label: tr('Texto (HTML)', 'Texto (HTML)', 'Text (HTML)'),
      admin: { rows: 12 },
    },
  ],
})
