import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { submissionReads, registryDataVersionReads } from '@/lib/surveillance/disclosure'
import { readAccess, readVersionsAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { countField } from '@/fields/countField'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { submissionKinds, submissionStatuses } from '@/lib/surveillance/submissions/model'
import { guardReviewStatus } from './hooks/guardReviewStatus'
import { setSubmissionTitle } from './hooks/setSubmissionTitle'
import { translateWarning } from './hooks/translateWarning'
import { dayAndTimePicker } from '@/fields/dateFormats'
import { auditSubmission } from '@/hooks/audit'
import { yearBounds } from '@/fields/yearRange'

const readOnly = { readOnly: true }

const kindLabels = {
  'monthly-counts': tr('Contagens mensais', 'Conteos mensuales', 'Monthly counts'),
  'case-records': tr('Registros de casos', 'Registros de casos', 'Case records'),
}

const statusLabels = {
  draft: tr('Rascunho', 'Borrador', 'Draft'),
  submitted: tr('Enviado', 'Enviado', 'Submitted'),
  accepted: tr('Aceito', 'Aceptado', 'Accepted'),
  returned: tr('Devolvido', 'Devuelto', 'Returned'),
  superseded: tr('Substituído', 'Reemplazado', 'Superseded'),
  rolledBack: tr('Revertido', 'Revertido', 'Rolled back'),
}

/**
 * One version of a registry's semester (monthly counts, or case records): drafted and submitted
 * by its members (through /api/surveillance/submissions), accepted or returned by the office.
 * Acceptance copies the numbers into the accepted tables the analyses read. A semester sent
 * again after an acceptance is a new document (the next `version`), so the accepted one stays
 * untouched until the office accepts the new one (src/lib/surveillance/README.md, "Versions").
 * Members read their own registries' submissions; every write goes through the surveillance
 * endpoints, which validate first.
 */
export const DataSubmissions: CollectionConfig = withBoundedReads({
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
    read: readAccess(submissionReads),
    readVersions: readVersionsAccess(registryDataVersionReads),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  indexes: [{ fields: ['registry', 'year', 'semester', 'version'], unique: true }],
  hooks: { beforeChange: [guardReviewStatus, setSubmissionTitle], afterChange: [auditSubmission] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      // The office reviews in its own screen; the raw numbers below stay folded.
      name: 'reviewLink',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/submissions/ReviewLinkField#ReviewLinkField' },
      },
    },
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
          ...yearBounds,
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
      // 1 for a semester's first submission; each one sent after an acceptance is the next.
      name: 'version',
      type: 'number',
      defaultValue: 1,
      min: 1,
      index: true,
      label: tr('Versão', 'Versión', 'Version'),
      admin: { position: 'sidebar', readOnly: true, step: 1 },
    },
    {
      // Monthly counts typed by the registry, or case records from which acceptance derives them.
      name: 'kind',
      type: 'select',
      defaultValue: 'monthly-counts',
      index: true,
      label: tr('Tipo de envio', 'Tipo de envío', 'Kind of submission'),
      options: submissionKinds.map((value) => ({ value, label: kindLabels[value] })),
      admin: { position: 'sidebar', readOnly: true },
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
      type: 'collapsible',
      label: tr('Números enviados', 'Números enviados', 'Numbers sent'),
      admin: { initCollapsed: true },
      fields: [
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
        { name: 'key', type: 'text', admin: { hidden: true } },
        {
          name: 'message',
          type: 'text',
          virtual: true,
          label: tr('Mensagem', 'Mensaje', 'Message'),
          hooks: { afterRead: [translateWarning] },
        },
        {
          name: 'explanation',
          type: 'textarea',
          label: tr(
            'Explicação do registro',
            'Explicación del registro',
            "The registry's explanation",
          ),
        },
      ],
    },
    {
      // The optional denominator of Down syndrome by maternal age (see the case records' README).
      name: 'birthsByMaternalAge',
      type: 'json',
      label: tr(
        'Nascimentos por faixa de idade materna',
        'Nacimientos por grupo de edad materna',
        'Births by maternal age band',
      ),
      admin: {
        ...readOnly,
        condition: (data) => data?.kind === 'case-records',
        description: tr(
          'Opcional, enviado com registros de casos: os nascimentos do semestre (vivos e mortos) por faixa de idade materna ([{ band, births }]); sua soma é o total de nascimentos.',
          'Opcional, enviado con registros de casos: los nacimientos del semestre (vivos y muertos) por grupo de edad materna ([{ band, births }]); su suma es el total de nacimientos.',
          'Optional, sent with case records: the semester’s births (live and still) by maternal age band ([{ band, births }]); they add up to the total births.',
        ),
      },
    },
    {
      // Written when case records are accepted or their counts recomputed (see the case records'
      // README): which version of each anomaly's definition the derived counts used.
      name: 'definitionVersions',
      type: 'json',
      label: tr(
        'Versões das definições usadas',
        'Versiones de las definiciones usadas',
        'Definition versions used',
      ),
      admin: {
        ...readOnly,
        condition: (data) => data?.kind === 'case-records',
        description: tr(
          'Para registros de casos aceitos: a versão da definição de cada anomalia com que as contagens mensais foram derivadas ([{ malformation, version }]).',
          'Para registros de casos aceptados: la versión de la definición de cada anomalía con la que se derivaron los conteos mensuales ([{ malformation, version }]).',
          'For accepted case records: the version of each anomaly’s definition the monthly counts were derived with ([{ malformation, version }]).',
        ),
      },
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
      // Set when the office took this accepted version back and put the one before in use again.
      name: 'rolledBackBy',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Revertido por', 'Revertido por', 'Rolled back by'),
      admin: { ...readOnly, position: 'sidebar', condition: (data) => Boolean(data?.rolledBackAt) },
    },
    {
      name: 'rolledBackAt',
      type: 'date',
      label: tr('Revertido em', 'Revertido el', 'Rolled back at'),
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: dayAndTimePicker,
        condition: (data) => Boolean(data?.rolledBackAt),
      },
    },
    {
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Dados de demonstração', 'Datos de demostración', 'Demonstration data'),
      admin: { ...readOnly, position: 'sidebar' },
    },
  ],
})
