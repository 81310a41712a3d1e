import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { countField } from '@/fields/countField'
import { readBasePeriod } from '@/lib/surveillance/input/basePeriod'
import { MAX_SOURCE_NOTE } from '@/lib/surveillance/reference/baselineFile'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { enforceUniqueBaseline } from './hooks/enforceUniqueBaseline'
import { setBaselineTitle } from './hooks/setBaselineTitle'
import { baselineRateReads, registryDataVersionReads } from '@/lib/surveillance/disclosure'
import { readAccess, readVersionsAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { exportBaselinesEndpoint } from '@/endpoints/surveillance/baselineExport'
import { importBaselinesEndpoint } from '@/endpoints/surveillance/baselineImport'

/**
 * Reference prevalence of one malformation in one registry over a base
 * period: the denominator and numerator the alarm test's expected count comes from.
 */
export const BaselineRates = withBoundedReads(
  contentCollection({
    slug: 'baseline-rates',
    labels: {
      singular: tr('Prevalência de referência', 'Prevalencia de referencia', 'Baseline rate'),
      plural: tr('Prevalências de referência', 'Prevalencias de referencia', 'Baseline rates'),
    },
    admin: {
      group: groups.data,
      useAsTitle: 'title',
      defaultColumns: ['registry', 'malformation', 'basePeriod', 'births', 'cases'],
      listSearchableFields: ['title', 'basePeriod'],
      components: { beforeListTable: ['@/components/admin/BaselineImport#BaselineImport'] },
    },
    defaultSort: 'title',
    // Backstop in the database for the friendly check of enforceUniqueBaseline.
    indexes: [{ fields: ['registry', 'malformation', 'basePeriod'], unique: true }],
    endpoints: [importBaselinesEndpoint, exportBaselinesEndpoint],
    access: {
      read: readAccess(baselineRateReads),
      readVersions: readVersionsAccess(registryDataVersionReads),
    },
    hooks: { beforeChange: [enforceUniqueBaseline, setBaselineTitle] },
    fields: [
      {
        name: 'title',
        type: 'text',
        index: true,
        label: tr('Registro e malformação', 'Registro y malformación', 'Registry and malformation'),
        admin: { hidden: true },
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
            name: 'malformation',
            type: 'relationship',
            relationTo: 'malformations',
            required: true,
            index: true,
            label: tr('Malformação', 'Malformación', 'Malformation'),
            admin: { width: '50%' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'basePeriod',
            type: 'text',
            required: true,
            index: true,
            label: tr('Período de base', 'Período base', 'Base period'),
            admin: { width: '33%', placeholder: '2020-2022' },
            validate: (
              value: string | null | undefined,
              { req }: { req: { i18n?: { language?: string } } },
            ) => {
              const t = surveillanceTranslator(req.i18n?.language)
              if (!value) return t('issues.required')
              return readBasePeriod(value) === value.trim() ? true : t('issues.invalidPeriod')
            },
          },
          countField('births', tr('Nascimentos', 'Nacimientos', 'Births'), {
            required: true,
            positive: true,
            width: '33%',
          }),
          countField('cases', tr('Casos', 'Casos', 'Cases'), {
            width: '33%',
            description: tr(
              '0 significa nenhum caso; em branco significa dado não disponível.',
              '0 significa ningún caso; en blanco significa dato no disponible.',
              '0 means no case; blank means data not available.',
            ),
          }),
        ],
      },
      {
        name: 'sourceNote',
        type: 'textarea',
        maxLength: MAX_SOURCE_NOTE,
        label: tr('Fonte / observação', 'Fuente / observación', 'Source note'),
      },
      {
        // Set by the demo content only; an import of the office's own rates clears it.
        name: 'demo',
        type: 'checkbox',
        defaultValue: false,
        label: tr('Dados de demonstração', 'Datos de demostración', 'Demonstration data'),
        admin: { readOnly: true, position: 'sidebar' },
      },
    ],
  }),
)
