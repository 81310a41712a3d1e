import type { CollectionConfig, Field } from 'payload'
import { isLoggedIn } from '@/access'
import { contentCollection } from './contentCollection'
import { groups } from './groups'
import { tr } from '@/i18n/locales'
import { localizedFile } from '@/fields/localizedFile'
import { deleteUnusedMemberFiles, rememberMemberFiles } from '@/hooks/deleteUnusedMemberFiles'

/** A members-only document with a title: manuals, forms and official documents. */
export const memberDocumentCollection = (
  config: Pick<CollectionConfig, 'slug' | 'labels' | 'graphQL'> & {
    extraFields?: Field[]
    /** The admin list's columns, when the extra fields deserve one. */
    defaultColumns?: string[]
  },
): CollectionConfig =>
  contentCollection({
    slug: config.slug,
    labels: config.labels,
    graphQL: config.graphQL,
    admin: {
      group: groups.members,
      useAsTitle: 'title',
      defaultColumns: config.defaultColumns ?? ['title', 'document', 'updatedAt'],
      listSearchableFields: ['title'],
    },
    // The office's order, by dragging in the list (lib/ordering); the members' pages follow it.
    orderable: true,
    access: { read: isLoggedIn },
    hooks: { beforeDelete: [rememberMemberFiles], afterDelete: [deleteUnusedMemberFiles] },
    fields: [
      ...(config.extraFields ?? []),
      {
        name: 'title',
        type: 'text',
        required: true,
        localized: true,
        label: tr('Título', 'Título', 'Title'),
      },
      // A file per language, the Portuguese one for languages without their own.
      localizedFile({
        name: 'document',
        relationTo: 'member-files',
        label: tr('Documento', 'Documento', 'Document'),
      }),
    ],
  })
