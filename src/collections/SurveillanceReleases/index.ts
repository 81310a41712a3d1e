import type { CollectionConfig } from 'payload'
import { isAdminField } from '@/access'
import { releaseReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { tr } from '@/i18n/locales'
import { groups } from '../groups'

const readOnly = { readOnly: true }

/**
 * The office's releases of the public figures: each one a frozen snapshot of every public table
 * (`surveillance-release-tables`), published through POST /api/surveillance/releases or the
 * button above this list, never edited or deleted afterwards. Visitors (and members, for the
 * registries they do not see exactly) read the latest one.
 */
export const SurveillanceReleases: CollectionConfig = {
  slug: 'surveillance-releases',
  labels: {
    singular: tr('Publicação de dados', 'Publicación de datos', 'Data release'),
    plural: tr('Publicações de dados', 'Publicaciones de datos', 'Data releases'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', 'publishedBy', 'tables'],
    description: tr(
      'Os números públicos (tabelas, arquivos, gráficos, mapa, perfis de casos) mudam só quando a secretaria publica. Cada publicação fica congelada com sua data; a supressão de cada uma leva em conta todas as anteriores.',
      'Los números públicos (tablas, archivos, gráficos, mapa, perfiles de casos) cambian solo cuando la secretaría publica. Cada publicación queda congelada con su fecha; la supresión de cada una tiene en cuenta todas las anteriores.',
      'The public figures (tables, files, charts, map, case profiles) change only when the office publishes. Each release is frozen with its date; the suppression of each one takes every earlier one into account.',
    ),
    components: {
      beforeListTable: ['@/components/admin/PublishReleaseButton#PublishReleaseButton'],
    },
  },
  defaultSort: '-number',
  access: {
    read: readAccess(releaseReads),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      name: 'number',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      label: tr('Número', 'Número', 'Number'),
      admin: readOnly,
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      label: tr('Publicada em', 'Publicada el', 'Published at'),
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'publishedBy',
      type: 'relationship',
      relationTo: 'users',
      label: tr('Publicada por', 'Publicada por', 'Published by'),
      // Which of the office's accounts published it is the office's to know.
      access: { read: isAdminField },
      admin: readOnly,
    },
    {
      name: 'suppressionThreshold',
      type: 'number',
      required: true,
      label: tr('Limiar de supressão', 'Umbral de supresión', 'Suppression threshold'),
      admin: readOnly,
    },
    {
      name: 'licence',
      type: 'text',
      label: tr('Licença', 'Licencia', 'Licence'),
      admin: readOnly,
    },
    {
      // The newest year with data when published, unless the office had said it was final.
      name: 'provisionalYear',
      type: 'number',
      label: tr('Ano provisório', 'Año provisional', 'Provisional year'),
      admin: readOnly,
    },
    {
      name: 'demo',
      type: 'checkbox',
      label: tr('Dados de demonstração', 'Datos de demostración', 'Demonstration data'),
      admin: readOnly,
    },
    {
      name: 'tables',
      type: 'number',
      label: tr('Anomalias', 'Anomalías', 'Anomalies'),
      admin: readOnly,
    },
  ],
}
