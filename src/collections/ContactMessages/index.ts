import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { limitRate } from './hooks/limitRate'
import { notifyOffice } from './hooks/notifyOffice'

/** Questions and requests sent from the contact page; kept for the office and emailed to it. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: tr('Mensagem de contato', 'Mensaje de contacto', 'Contact message'),
    plural: tr('Mensagens de contato', 'Mensajes de contacto', 'Contact messages'),
  },
  admin: {
    group: groups.office,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email'],
  },
  defaultSort: '-createdAt',
  // Visitors write only through the contact form (its trap field and limits), never the API.
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [limitRate], afterChange: [notifyOffice] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 200,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: tr('E-mail', 'Correo electrónico', 'Email'),
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 300,
      label: tr('Assunto', 'Asunto', 'Subject'),
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: 10000,
      label: tr('Mensagem', 'Mensaje', 'Message'),
    },
    {
      name: 'senderKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
      label: tr('Remetente (para limites)', 'Remitente (para límites)', 'Sender (for limits)'),
    },
    {
      name: 'senderAddress',
      type: 'text',
      index: true,
      admin: { hidden: true },
      label: tr('Endereço de origem', 'Dirección de origen', 'Client address'),
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      label: tr('Situação', 'Estado', 'Status'),
      access: { create: ({ req }) => Boolean(req.user?.roles?.includes('admin')) },
      options: [
        { value: 'new', label: tr('Nova', 'Nueva', 'New') },
        { value: 'read', label: tr('Lida', 'Leída', 'Read') },
        { value: 'answered', label: tr('Respondida', 'Respondida', 'Answered') },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}
