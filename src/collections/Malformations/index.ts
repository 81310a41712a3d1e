import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

// One code (Q02), a subcode (Q00.0) or a range (Q20-Q26), several separated by commas.
const ICD10_LIST =
  /^[A-Z]\d{2}(\.\d{1,2})?(\s*[-–]\s*[A-Z]\d{2}(\.\d{1,2})?)?(\s*[,/]\s*[A-Z]\d{2}(\.\d{1,2})?(\s*[-–]\s*[A-Z]\d{2}(\.\d{1,2})?)?)*$/

const invalidIcd10 = tr(
  'Informe códigos CID-10 como Q02, Q00.0 ou Q20-Q26, separados por vírgulas.',
  'Indique códigos CIE-10 como Q02, Q00.0 o Q20-Q26, separados por comas.',
  'Enter ICD-10 codes such as Q02, Q00.0 or Q20-Q26, separated by commas.',
)

/** The anomalies the network monitors, numbered as in its reports. */
export const Malformations = contentCollection({
  slug: 'malformations',
  labels: {
    singular: tr('Malformação', 'Malformación', 'Malformation'),
    plural: tr('Malformações', 'Malformaciones', 'Malformations'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'name',
    defaultColumns: ['number', 'name', 'icd10', 'active'],
    listSearchableFields: ['name', 'icd10'],
  },
  defaultSort: 'number',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'number',
          required: true,
          unique: true,
          index: true,
          min: 1,
          label: tr('Número', 'Número', 'Number'),
          admin: { step: 1, width: '25%' },
          validate: (
            value: number | number[] | null | undefined,
            { req }: { req: { i18n?: { language?: string } } },
          ) => {
            const t = surveillanceTranslator(req.i18n?.language)
            if (value === null || value === undefined) return t('issues.required')
            return typeof value === 'number' && Number.isInteger(value) && value >= 1
              ? true
              : t('issues.notInteger')
          },
        },
        {
          name: 'icd10',
          type: 'text',
          required: true,
          label: tr('Códigos CID-10', 'Códigos CIE-10', 'ICD-10 codes'),
          admin: { width: '50%', placeholder: 'Q20-Q26' },
          validate: (
            value: string | null | undefined,
            { req }: { req: { i18n?: { language?: string } } },
          ) => {
            const language =
              req.i18n?.language === 'es' || req.i18n?.language === 'en' ? req.i18n.language : 'pt'
            if (!value) return surveillanceTranslator(language)('issues.required')
            return ICD10_LIST.test(value.trim()) ? true : invalidIcd10[language]
          },
        },
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          label: tr('Monitorada', 'Monitoreada', 'Monitored'),
          admin: {
            width: '25%',
            description: tr(
              'Oferecida no teste de alarme.',
              'Ofrecida en la prueba de alarma.',
              'Offered in the alarm test.',
            ),
          },
        },
      ],
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Nome', 'Nombre', 'Name'),
    },
  ],
})
