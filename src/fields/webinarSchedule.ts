import type { Field } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { dayPicker } from './dateFormats'

const invalidTime = tr('Use o formato HH:MM.', 'Use el formato HH:MM.', 'Use the HH:MM format.')

const timeField = (name: string, label: ReturnType<typeof tr>): Field => ({
  name,
  type: 'text',
  label,
  admin: { placeholder: '15:00', width: '25%' },
  validate: (
    value: string | null | undefined,
    { req }: { req: { i18n?: { language?: string } } },
  ) =>
    !value || /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
      ? true
      : pick(invalidTime, req.i18n?.language),
})

/** Name, date, times and visibility shared by both kinds of webinar. */
export const webinarScheduleFields: Field[] = [
  {
    name: 'name',
    type: 'text',
    required: true,
    localized: true,
    label: tr('Nome', 'Nombre', 'Name'),
  },
  {
    type: 'row',
    fields: [
      {
        name: 'date',
        type: 'date',
        required: true,
        index: true,
        label: tr('Data', 'Fecha', 'Date'),
        admin: { width: '50%', date: dayPicker },
      },
      timeField('startTime', tr('Início', 'Inicio', 'Start time')),
      timeField('endTime', tr('Término', 'Fin', 'End time')),
    ],
  },
  {
    name: 'isVisible',
    type: 'checkbox',
    defaultValue: true,
    label: tr('Visível no site', 'Visible en el sitio', 'Visible on the site'),
    admin: { position: 'sidebar' },
  },
]
