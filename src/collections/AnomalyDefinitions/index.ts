import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { codeListField } from '@/fields/codeListField'
import { dayPicker } from '@/fields/dateFormats'
import { enforceUniqueVersion } from './hooks/enforceUniqueVersion'
import { setDefinitionTitle } from './hooks/setDefinitionTitle'
import { recomputeAfterChange, recomputeAfterDelete } from './hooks/recomputeCounts'

/**
 * One version of an anomaly group's definition: which ICD-10 codes put a case record in the
 * group, which keep a code out, and which groups take precedence. Public methodology: everyone
 * reads it, the office edits it; a case uses the latest version started on or before its date.
 */
export const AnomalyDefinitions = contentCollection({
  slug: 'anomaly-definitions',
  labels: {
    singular: tr('Definição de anomalia', 'Definición de anomalía', 'Anomaly definition'),
    plural: tr('Definições de anomalias', 'Definiciones de anomalías', 'Anomaly definitions'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['malformation', 'version', 'validFrom', 'include', 'exclude'],
    listSearchableFields: ['title', 'include'],
    description: tr(
      'Os códigos CID-10 que colocam um registro de caso em cada anomalia. Uma nova versão vale a partir da sua data; os casos anteriores seguem a versão anterior.',
      'Los códigos CIE-10 que ponen un registro de caso en cada anomalía. Una nueva versión rige desde su fecha; los casos anteriores siguen la versión anterior.',
      'The ICD-10 codes that put a case record in each anomaly. A new version applies from its date; earlier cases keep the previous version.',
    ),
  },
  defaultSort: 'title',
  // Backstops in the database for the translated check of enforceUniqueVersion.
  indexes: [
    { fields: ['malformation', 'version'], unique: true },
    { fields: ['malformation', 'validFrom'], unique: true },
  ],
  hooks: {
    beforeChange: [enforceUniqueVersion, setDefinitionTitle],
    // The accepted counts derived with a definition follow its changes (a queued job).
    afterChange: [recomputeAfterChange],
    afterDelete: [recomputeAfterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      index: true,
      label: tr('Anomalia e versão', 'Anomalía y versión', 'Anomaly and version'),
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'malformation',
          type: 'relationship',
          relationTo: 'malformations',
          required: true,
          index: true,
          label: tr('Anomalia', 'Anomalía', 'Anomaly'),
          admin: { width: '50%' },
        },
        {
          name: 'version',
          type: 'text',
          required: true,
          maxLength: 40,
          label: tr('Versão', 'Versión', 'Version'),
          admin: {
            width: '25%',
            placeholder: '2026-1',
            description: tr(
              'Como os números a citam.',
              'Como las cifras la citan.',
              'As figures cite it.',
            ),
          },
        },
        {
          name: 'validFrom',
          type: 'date',
          required: true,
          index: true,
          label: tr('Vale a partir de', 'Rige desde', 'Valid from'),
          admin: { width: '25%', date: dayPicker },
        },
      ],
    },
    codeListField('include', tr('Códigos incluídos', 'Códigos incluidos', 'Included codes'), {
      required: true,
      description: tr(
        'Um caso com algum destes códigos pertence à anomalia (uma vez, quantos códigos tenha). Um código de três caracteres inclui seus subcódigos.',
        'Un caso con alguno de estos códigos pertenece a la anomalía (una vez, cuantos códigos tenga). Un código de tres caracteres incluye sus subcódigos.',
        'A case with any of these codes belongs to the anomaly (once, however many codes it has). A three-character code includes its subcodes.',
      ),
    }),
    codeListField('exclude', tr('Códigos excluídos', 'Códigos excluidos', 'Excluded codes'), {
      description: tr(
        'Códigos que não contam para a anomalia mesmo dentro das faixas incluídas (o caso ainda entra por outro código).',
        'Códigos que no cuentan para la anomalía aun dentro de los rangos incluidos (el caso aún entra por otro código).',
        'Codes that do not count for the anomaly even inside the included ranges (the case still enters through another code).',
      ),
    }),
    {
      name: 'yieldsTo',
      type: 'relationship',
      relationTo: 'malformations',
      hasMany: true,
      label: tr('Cede a', 'Cede ante', 'Yields to'),
      admin: {
        description: tr(
          'Hierarquia: um caso que também pertence a uma destas anomalias não conta nesta (ex.: a espinha bífida cede à anencefalia).',
          'Jerarquía: un caso que también pertenece a una de estas anomalías no cuenta en esta (p. ej., la espina bífida cede ante la anencefalia).',
          'Hierarchy: a case that also belongs to one of these anomalies does not count in this one (e.g. spina bifida yields to anencephaly).',
        ),
      },
      // An anomaly cannot yield to itself.
      filterOptions: ({ data }) =>
        data?.malformation ? { id: { not_equals: data.malformation } } : true,
    },
    {
      name: 'note',
      type: 'textarea',
      localized: true,
      label: tr('Nota', 'Nota', 'Note'),
      admin: {
        description: tr(
          'Fonte e motivo da versão.',
          'Fuente y motivo de la versión.',
          'Source of the version and why it changed.',
        ),
      },
    },
  ],
})
