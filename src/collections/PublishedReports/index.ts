import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { publishedReportReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { tr } from '@/i18n/locales'
import { groups } from '../groups'
import { emailMembers } from './hooks/emailMembers'
import { enforceUniquePublication } from './hooks/enforceUniquePublication'
import { queuePdf } from './hooks/queuePdf'
import { stampPublication } from './hooks/stampPublication'
import { yearBounds } from '@/fields/yearRange'

const readOnly = { readOnly: true }
/** Which report a publication is about never changes once its members were told. */
const fixedOnceCreated = { update: () => false }

/**
 * The semiannual reports the office has published to a registry's members:
 * creating one (here or through POST /api/surveillance/reports/publish)
 * emails every member of the registry a link to the report; saving it again
 * with "resend" emails them again. One per registry and semester.
 */
export const PublishedReports: CollectionConfig = withBoundedReads({
  slug: 'published-reports',
  labels: {
    singular: tr('Relatório publicado', 'Informe publicado', 'Published report'),
    plural: tr('Relatórios publicados', 'Informes publicados', 'Published reports'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', 'publishedBy', 'recipients', 'sentAt'],
    listSearchableFields: ['title'],
    description: tr(
      'Publicar o relatório semestral de um registro envia aos membros do registro um e-mail com o link. Para enviar de novo, abra a publicação e marque "Enviar o e-mail de novo".',
      'Publicar el informe semestral de un registro envía a los miembros del registro un correo con el enlace. Para enviarlo de nuevo, abra la publicación y marque "Enviar el correo de nuevo".',
      'Publishing a registry\'s semiannual report emails the registry\'s members a link to it. To send it again, open the publication and tick "Send the email again".',
    ),
  },
  defaultSort: '-publishedAt',
  access: {
    read: readAccess(publishedReportReads),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // Named by its fields: year first, so it does not share data-submissions' index name.
  indexes: [{ fields: ['year', 'semester', 'registry'], unique: true }],
  hooks: {
    beforeChange: [enforceUniquePublication, stampPublication],
    afterChange: [emailMembers, queuePdf],
  },
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
          access: fixedOnceCreated,
          admin: { width: '50%' },
        },
        {
          name: 'year',
          type: 'number',
          required: true,
          ...yearBounds,
          label: tr('Ano', 'Año', 'Year'),
          access: fixedOnceCreated,
          admin: { width: '25%', step: 1 },
        },
        {
          name: 'semester',
          type: 'number',
          required: true,
          min: 1,
          max: 2,
          label: tr('Semestre', 'Semestre', 'Semester'),
          access: fixedOnceCreated,
          admin: { width: '25%', step: 1 },
        },
      ],
    },
    {
      name: 'resend',
      type: 'checkbox',
      virtual: true,
      label: tr('Enviar o e-mail de novo', 'Enviar el correo de nuevo', 'Send the email again'),
      admin: {
        condition: (data) => Boolean(data?.id),
        description: tr(
          'Ao salvar, os membros do registro recebem o e-mail outra vez.',
          'Al guardar, los miembros del registro reciben el correo otra vez.',
          "On saving, the registry's members get the email again.",
        ),
      },
    },
    {
      name: 'recipients',
      type: 'number',
      label: tr('Membros avisados', 'Miembros avisados', 'Members emailed'),
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: tr(
          'Membros do registro a quem o e-mail foi enviado da última vez.',
          'Miembros del registro a quienes se envió el correo la última vez.',
          "The registry's members the email was sent to the last time.",
        ),
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: tr('Publicado em', 'Publicado el', 'Published at'),
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'publishedBy',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Publicado por', 'Publicado por', 'Published by'),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'sentAt',
      type: 'date',
      label: tr('E-mail enviado em', 'Correo enviado el', 'Email sent at'),
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
})
