import type { CollectionConfig } from 'payload'
import { isAdmin, isLoggedIn } from '@/access'
import { alarmReportReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { countField } from '@/fields/countField'
import { computeAlarm } from './hooks/computeAlarm'
import { emailOffice } from './hooks/emailOffice'
import { limitReports } from './hooks/limitReports'

const readOnly = { readOnly: true }

/**
 * Alarms that members report from the surveillance page. The figures are
 * recomputed on the server from the inputs (computeAlarm), never taken from
 * the request, and the office gets an email (emailOffice).
 */
export const AlarmReports: CollectionConfig = withBoundedReads({
  slug: 'alarm-reports',
  labels: {
    singular: tr('Alarme notificado', 'Alarma notificada', 'Alarm report'),
    plural: tr('Alarmes notificados', 'Alarmas notificadas', 'Alarm reports'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['title', 'direction', 'reporter', 'status', 'createdAt'],
    listSearchableFields: ['title'],
  },
  defaultSort: '-createdAt',
  access: {
    create: isLoggedIn,
    read: readAccess(alarmReportReads),
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeValidate: [limitReports, computeAlarm], afterChange: [emailOffice] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      label: tr('Situação', 'Estado', 'Status'),
      options: [
        { value: 'new', label: tr('Novo', 'Nuevo', 'New') },
        { value: 'under-review', label: tr('Em análise', 'En análisis', 'Under review') },
        { value: 'closed', label: tr('Encerrado', 'Cerrado', 'Closed') },
      ],
      access: { create: ({ req }) => Boolean(req.user?.roles?.includes('admin')) },
      admin: { position: 'sidebar' },
    },
    {
      name: 'reporter',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Notificado por', 'Notificado por', 'Reported by'),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'registry',
          type: 'relationship',
          relationTo: 'member-registries',
          required: true,
          label: tr('Registro', 'Registro', 'Registry'),
          admin: { ...readOnly, width: '50%' },
        },
        {
          name: 'malformation',
          type: 'relationship',
          relationTo: 'malformations',
          required: true,
          label: tr('Malformação', 'Malformación', 'Malformation'),
          admin: { ...readOnly, width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'periodStart',
          type: 'text',
          required: true,
          label: tr('Início do período', 'Inicio del período', 'Period start'),
          admin: { ...readOnly, width: '33%' },
        },
        {
          name: 'periodEnd',
          type: 'text',
          required: true,
          label: tr('Fim do período', 'Fin del período', 'Period end'),
          admin: { ...readOnly, width: '33%' },
        },
        {
          name: 'basePeriod',
          type: 'text',
          label: tr('Período de base', 'Período base', 'Base period'),
          admin: { ...readOnly, width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        countField('births', tr('Nascimentos', 'Nacimientos', 'Births'), {
          required: true,
          positive: true,
          readOnly: true,
          width: '33%',
        }),
        countField('observed', tr('Casos observados', 'Casos observados', 'Observed cases'), {
          required: true,
          readOnly: true,
          width: '33%',
        }),
        {
          name: 'expected',
          type: 'number',
          label: tr('Casos esperados', 'Casos esperados', 'Expected cases'),
          admin: { ...readOnly, width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lower',
          type: 'number',
          label: tr('Limite inferior (95%)', 'Límite inferior (95%)', 'Lower bound (95%)'),
          admin: { ...readOnly, width: '33%' },
        },
        {
          name: 'upper',
          type: 'number',
          label: tr('Limite superior (95%)', 'Límite superior (95%)', 'Upper bound (95%)'),
          admin: { ...readOnly, width: '33%' },
        },
        {
          name: 'direction',
          type: 'select',
          label: tr('Direção', 'Dirección', 'Direction'),
          options: [
            {
              value: 'excess',
              label: tr('Excesso de casos', 'Exceso de casos', 'Excess of cases'),
            },
            {
              value: 'deficit',
              label: tr('Déficit de casos', 'Déficit de casos', 'Deficit of cases'),
            },
          ],
          admin: { ...readOnly, width: '33%' },
        },
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      maxLength: 2000,
      label: tr('Observação', 'Observación', 'Note'),
    },
  ],
})
