import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'

/** Footer text as HTML; it passes through sanitize() before any visitor sees it. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: tr('Rodapé', 'Pie de página', 'Footer'),
  admin: { group: groups.network },
  access: { read: anyone, update: isAdmin },
  versions: { max: 25 },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'text',
      type: 'code',
      localized: true,
      label: tr('Texto (HTML)', 'Texto (HTML)', 'Text (HTML)'),
      admin: { language: 'html', editorOptions: { wordWrap: 'on' } },
    },
  ],
}
