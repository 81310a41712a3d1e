import type { CollectionConfig } from 'payload'
import { adminOrOwnRegistry, isAdmin } from '@/access'
import { countField } from '@/fields/countField'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { submissionStatuses } from '@/lib/surveillance/submissions/model'
import { guardReviewStatus } from './hooks/guardReviewStatus'
import { setSubmissionTitle } from './hooks/setSubmissionTitle'
import { translateWarning } from './hooks/translateWarning'
import { dayAndTimePicker } from '@/fields/dateFormats'

const readOnly = { readOnly: true }

const statusLabels = {
  draft: tr('Rascunho', 'Borrador', 'Draft'),
  submitted: tr('Enviado', 'Enviado', 'Submitted'),
  accepted: tr('Aceito', 'Aceptado', 'Accepted'),
  returned: tr('Devolvido', 'Devuelto', 'Returned'),
}

/**
 * A registry's monthly counts for one semester: drafted and submitted by its
 * members (through /api/surveillance/submissions), accepted or returned by the
 * office. Acceptance copies the numbers into the accepted tables the analyses read.
 * Members read their own registries' submissions; every write goes through the
 * surveillance endpoints, which validate first.
 */
export const DataSubmissions: CollectionConfig = {
  slug: 'data-submissions',
  labels: {
    singular: tr('Envio de dados', 'Envío de datos', 'Data submission'),
    plural: tr('Envios de dados', 'Envíos de datos', 'Data submissions'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'submittedAt', 'reviewedAt'],
    listSearchableFields: ['title'],
  },
  defaultSort: '-updatedAt',
  versions: { maxPerDoc: 50 },
  access: {
    read: adminOrOwnRegistry,
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  indexes: [{ fields: ['registry', 'year', 'semester'], unique: true }],
  hooks: { beforeChange: [guardReviewStatus, setSubmissionTitle] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'registry',
          type: 'relationship',
          relationTo: 'member-registries',
          required: true,
          index: true,
          label: tr('Registro', 'Registro', 'Registry'),
          admin: { width: '50%' },
        },
        {
          name: 'year',
          type: 'number',
          required: true,
          index: true,
          min: 1950,
          max: 2100,
          label: tr('Ano', 'Año', 'Year'),
          admin: { width: '25%', step: 1 },
        },
        {
          name: 'semester',
          type: 'number',
          required: true,
          min: 1,
          max: 2,
          label: tr('Semestre', 'Semestre', 'Semester'),
          admin: { width: '25%', step: 1 },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      label: tr('Situação', 'Estado', 'Status'),
      options: submissionStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: tr(
          'Aceitar ou devolver pela visão de envios da secretaria.',
          'Aceptar o devolver desde la vista de envíos de la secretaría.',
          "Accept or return from the office's submissions view.",
        ),
      },
    },
    {
      name: 'births',
      type: 'array',
      label: tr('Nascimentos por mês', 'Nacimientos por mes', 'Births per month'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'month',
              type: 'number',
              required: true,
              min: 1,
              max: 12,
              label: tr('Mês', 'Mes', 'Month'),
              admin: { width: '20%', step: 1 },
            },
            countField('liveBirths', tr('Nascidos vivos', 'Nacidos vivos', 'Live births'), {
              width: '40%',
            }),
            countField('stillbirths', tr('Natimortos', 'Mortinatos', 'Stillbirths'), {
              width: '40%',
            }),
          ],
        },
      ],
    },
    {
      name: 'cases',
      type: 'array',
      label: tr(
        'Casos por anomalia e mês',
        'Casos por anomalía y mes',
        'Cases per anomaly and month',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'malformation',
              type: 'relationship',
              relationTo: 'malformations',
              required: true,
              label: tr('Anomalia', 'Anomalía', 'Anomaly'),
              admin: { width: '50%' },
            },
            {
              name: 'month',
              type: 'number',
              required: true,
              min: 1,
              max: 12,
              label: tr('Mês', 'Mes', 'Month'),
              admin: { width: '20%', step: 1 },
            },
            countField('cases', tr('Casos', 'Casos', 'Cases'), { width: '30%' }),
          ],
        },
      ],
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'submission-files',
      label: tr('Arquivo enviado', 'Archivo enviado', 'Uploaded file'),
      admin: readOnly,
    },
    {
      name: 'warnings',
      type: 'array',
      label: tr('Alertas de plausibilidade', 'Alertas de plausibilidad', 'Plausibility warnings'),
      admin: { readOnly: true },
      fields: [
        { name: 'code', type: 'text', required: true, label: tr('Código', 'Código', 'Code') },
        { name: 'params', type: 'json', admin: { hidden: true } },
        {
          name: 'message',
          type: 'text',
          virtual: true,
          label: tr('Mensagem', 'Mensaje', 'Message'),
          hooks: { afterRead: [translateWarning] },
        },
      ],
    },
    {
      name: 'officeComment',
      type: 'textarea',
      label: tr('Comentário da secretaria', 'Comentario de la secretaría', "Office's comment"),
      admin: readOnly,
    },
    {
      name: 'submittedBy',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Enviado por', 'Enviado por', 'Submitted by'),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'submittedAt',
      type: 'date',
      label: tr('Enviado em', 'Enviado el', 'Submitted at'),
      admin: { ...readOnly, position: 'sidebar', date: dayAndTimePicker },
    },
    {
      name: 'reviewedBy',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Revisado por', 'Revisado por', 'Reviewed by'),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'reviewedAt',
      type: 'date',
      label: tr('Revisado em', 'Revisado el', 'Reviewed at'),
      admin: { ...readOnly, position: 'sidebar', date: dayAndTimePicker },
    },
    {
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Dados de demonstração', 'Datos de demostración', 'Demonstration data'),
      admin: { ...readOnly, position: 'sidebar' },
    },
  ],
}
