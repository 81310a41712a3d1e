import { tr } from '@/i18n/locales'

export const officialDocumentTypes = [
  { value: 'agreement-term', label: tr('Termo de acordo', 'Término de acuerdo', 'Agreement term') },
  {
    value: 'assembly-minutes',
    label: tr('Ata da assembleia geral', 'Acta de la asamblea general', 'General assembly minutes'),
  },
  {
    value: 'membership-letter',
    label: tr('Carta de adesão', 'Carta de adhesión', 'Membership letter'),
  },
  { value: 'other', label: tr('Outro', 'Otro', 'Other') },
]
