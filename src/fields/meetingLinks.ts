import type { RowField } from 'payload'
import { tr } from '@/i18n/locales'
import { urlField } from './urlField'

/**
 * Where to join a meeting or webinar online and where to watch it afterwards. The site shows
 * the joining link only until the day of the meeting, the recording whenever it is set.
 */
export const meetingLinksRow = (): RowField => ({
  type: 'row',
  fields: [
    {
      ...urlField(
        'onlineMeetingUrl',
        tr('Link da reunião online', 'Enlace de la reunión en línea', 'Online meeting link'),
      ),
      admin: {
        width: '50%',
        description: tr(
          'Aparece no site até o dia da reunião.',
          'Aparece en el sitio hasta el día de la reunión.',
          'Shown on the site until the day of the meeting.',
        ),
      },
    },
    {
      ...urlField(
        'recordingUrl',
        tr('Link da gravação', 'Enlace de la grabación', 'Recording link'),
      ),
      admin: { width: '50%' },
    },
  ],
})
