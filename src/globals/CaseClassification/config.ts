import type { Field } from 'payload'
import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { pick, tr } from '@/i18n/locales'
import { codeListField } from '@/fields/codeListField'
import { recomputeAfterListChange } from './recomputeClasses'
import {
  defaultAcceptedCodes,
  defaultChromosomalCodes,
  defaultFemaleOnlyCodes,
  defaultMaleOnlyCodes,
  defaultMinorCodes,
  defaultSystemCodes,
  organSystems,
  type OrganSystem,
} from '@/lib/surveillance/caseRecords/defaultLists'

const systemLabels: Record<OrganSystem, ReturnType<typeof tr>> = {
  nervous: tr('Sistema nervoso', 'Sistema nervioso', 'Nervous system'),
  eyeEarFaceNeck: tr(
    'Olho, orelha, face e pescoço',
    'Ojo, oído, cara y cuello',
    'Eye, ear, face and neck',
  ),
  circulatory: tr('Aparelho circulatório', 'Aparato circulatorio', 'Circulatory system'),
  respiratory: tr('Aparelho respiratório', 'Aparato respiratorio', 'Respiratory system'),
  clefts: tr('Fendas labiais e palatinas', 'Fisuras labiales y palatinas', 'Cleft lip and palate'),
  digestive: tr('Aparelho digestivo', 'Aparato digestivo', 'Digestive system'),
  genital: tr('Órgãos genitais', 'Órganos genitales', 'Genital organs'),
  urinary: tr('Aparelho urinário', 'Aparato urinario', 'Urinary system'),
  musculoskeletal: tr('Sistema osteomuscular', 'Sistema osteomuscular', 'Musculoskeletal system'),
  other: tr('Outras malformações', 'Otras malformaciones', 'Other malformations'),
}

const systemTwice = tr(
  'Cada sistema aparece uma só vez.',
  'Cada sistema aparece una sola vez.',
  'Each system appears once only.',
)

const systemsField: Field = {
  name: 'systems',
  type: 'array',
  required: true,
  minRows: 1,
  label: tr('Sistemas orgânicos', 'Sistemas orgánicos', 'Organ systems'),
  labels: {
    singular: tr('Sistema', 'Sistema', 'System'),
    plural: tr('Sistemas', 'Sistemas', 'Systems'),
  },
  admin: {
    description: tr(
      'Anomalias maiores em dois ou mais sistemas fazem um caso múltiplo. O sistema de um código é o primeiro cujos códigos o contêm.',
      'Anomalías mayores en dos o más sistemas hacen un caso múltiple. El sistema de un código es el primero cuyos códigos lo contienen.',
      'Major anomalies in two or more systems make a case multiple. A code’s system is the first whose codes contain it.',
    ),
  },
  defaultValue: organSystems.map((system) => ({ system, codes: defaultSystemCodes[system] })),
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
    const rows = Array.isArray(value) ? (value as { system?: string }[]) : []
    const systems = rows.map((row) => row.system)
    return new Set(systems).size === systems.length ? true : pick(systemTwice, req.i18n?.language)
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'system',
          type: 'select',
          required: true,
          label: tr('Sistema', 'Sistema', 'System'),
          options: organSystems.map((value) => ({ value, label: systemLabels[value] })),
          admin: { width: '40%' },
        },
        {
          ...codeListField('codes', tr('Códigos', 'Códigos', 'Codes'), { required: true }),
          admin: { width: '60%', rows: 1 },
        },
      ],
    },
  ],
}

/**
 * The lists the office keeps for case records: the codes registries may send, the codes
 * possible in one sex only, and what the classification reads (chromosomal codes, minor
 * anomalies, organ systems). Public methodology: everyone reads, admins edit.
 */
export const CaseClassification = contentGlobal({
  slug: 'case-classification',
  // Stored records' classes follow the classification lists (a queued job).
  hooks: { afterChange: [recomputeAfterListChange] },
  label: tr(
    'Códigos e classificação de casos',
    'Códigos y clasificación de casos',
    'Case codes and classification',
  ),
  admin: {
    group: groups.data,
    description: tr(
      'Listas em notação CID-10 (Q20-Q26, Q00.0), lidas na validação e na classificação dos registros de caso.',
      'Listas en notación CIE-10 (Q20-Q26, Q00.0), leídas en la validación y la clasificación de los registros de caso.',
      'Lists in ICD-10 notation (Q20-Q26, Q00.0), read when case records are validated and classified.',
    ),
  },
  fields: [
    codeListField(
      'acceptedCodes',
      tr('Códigos CID-10 aceitos', 'Códigos CIE-10 aceptados', 'Accepted ICD-10 codes'),
      {
        required: true,
        defaultValue: defaultAcceptedCodes,
        description: tr(
          'Um registro pode enviar um código destas faixas (um código de três caracteres inclui seus subcódigos); outro código é recusado.',
          'Un registro puede enviar un código de estos rangos (un código de tres caracteres incluye sus subcódigos); otro código se rechaza.',
          'A registry may send a code within these ranges (a three-character code includes its subcodes); any other code is refused.',
        ),
      },
    ),
    {
      type: 'row',
      fields: [
        {
          ...codeListField(
            'maleOnlyCodes',
            tr(
              'Códigos só do sexo masculino',
              'Códigos solo del sexo masculino',
              'Male-only codes',
            ),
            { defaultValue: defaultMaleOnlyCodes },
          ),
          admin: { width: '50%', rows: 1 },
        },
        {
          ...codeListField(
            'femaleOnlyCodes',
            tr(
              'Códigos só do sexo feminino',
              'Códigos solo del sexo femenino',
              'Female-only codes',
            ),
            { defaultValue: defaultFemaleOnlyCodes },
          ),
          admin: { width: '50%', rows: 1 },
        },
      ],
    },
    codeListField(
      'chromosomalCodes',
      tr('Anomalias cromossômicas', 'Anomalías cromosómicas', 'Chromosomal anomalies'),
      {
        required: true,
        defaultValue: defaultChromosomalCodes,
        description: tr(
          'Um caso com algum destes códigos é classificado como cromossômico.',
          'Un caso con alguno de estos códigos se clasifica como cromosómico.',
          'A case with any of these codes is classified as chromosomal.',
        ),
      },
    ),
    codeListField('minorCodes', tr('Anomalias menores', 'Anomalías menores', 'Minor anomalies'), {
      defaultValue: defaultMinorCodes,
      description: tr(
        'Não contam para classificar um caso como múltiplo (lista de anomalias menores do EUROCAT).',
        'No cuentan para clasificar un caso como múltiple (lista de anomalías menores de EUROCAT).',
        'Not counted when classifying a case as multiple (EUROCAT’s list of minor anomalies).',
      ),
    }),
    systemsField,
  ],
})
