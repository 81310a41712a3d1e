import type { CollectionConfig, Field } from 'payload'
import { isAdmin } from '@/access'
import { caseRecordReads, registryDataVersionReads } from '@/lib/surveillance/disclosure'
import { readAccess, readVersionsAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { groups } from '../groups'
import { auditCaseRecordReads } from '@/lib/audit/auditCaseRecordReads'
import { tr, type Translated } from '@/i18n/locales'
import {
  caseClasses,
  caseOutcomes,
  caseSexes,
  prenatalDiagnoses,
} from '@/lib/surveillance/caseRecords/model'
import { kitElementFields } from './kitElementFields'

const readOnly = { readOnly: true }

const optionsOf = (values: readonly string[], labels: Record<string, Translated>) =>
  values.map((value) => ({ value, label: labels[value]! }))

const measure = (name: string, label: Translated, width = '25%', required = false): Field => ({
  name,
  type: 'number',
  label,
  required,
  admin: { ...readOnly, step: 1, width },
})

/**
 * One anonymous, coded record per affected live birth, fetal death or TOPFA, stored with the
 * case-record submission (the version of its semester) it came in (the registry's identifier is pseudonymous: never a name
 * or a document number). Its anomaly groups and class are computed by the platform when the
 * office accepts the submission. Only admins read it here: members download their own
 * registries' records through /api/surveillance/case-records/download, which writes every read
 * to the audit log. Nobody writes it but the submission flow (server code); the office may
 * delete.
 */
export const SurveillanceCaseRecords: CollectionConfig = withBoundedReads({
  slug: 'surveillance-case-records',
  labels: {
    singular: tr('Registro de caso', 'Registro de caso', 'Case record'),
    plural: tr('Registros de casos', 'Registros de casos', 'Case records'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'caseId',
    defaultColumns: ['caseId', 'registry', 'year', 'semester', 'month', 'outcome', 'codes'],
  },
  defaultSort: 'month',
  access: {
    read: readAccess(caseRecordReads),
    readVersions: readVersionsAccess(registryDataVersionReads),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  // Every read through the collection is in the audit log, once per request.
  hooks: { afterOperation: [auditCaseRecordReads] },
  indexes: [
    // A case appears once in a submission; each version of a semester holds its own copy.
    { fields: ['submission', 'caseId'], unique: true },
    { fields: ['registry', 'caseId'] },
    { fields: ['registry', 'year', 'semester'] },
  ],
  fields: [
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
          admin: { ...readOnly, width: '40%' },
        },
        measure('year', tr('Ano', 'Año', 'Year'), '20%', true),
        measure('semester', tr('Semestre', 'Semestre', 'Semester'), '20%', true),
      ],
    },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'data-submissions',
      // A submission holds a whole semester: a page of records never carries it, only its id.
      maxDepth: 0,
      required: true,
      index: true,
      label: tr('Envio', 'Envío', 'Submission'),
      admin: readOnly,
    },
    {
      name: 'caseId',
      type: 'text',
      required: true,
      label: tr('Identificador do caso', 'Identificador del caso', 'Case identifier'),
      admin: {
        ...readOnly,
        description: tr(
          'Pseudônimo do registro: nunca nomes nem números de documentos.',
          'Seudónimo del registro: nunca nombres ni números de documentos.',
          "The registry's pseudonym: never names or document numbers.",
        ),
      },
    },
    {
      type: 'row',
      fields: [
        measure('month', tr('Mês', 'Mes', 'Month'), '25%', true),
        measure('day', tr('Dia', 'Día', 'Day')),
        {
          name: 'outcome',
          type: 'select',
          required: true,
          label: tr('Desfecho', 'Desenlace', 'Outcome'),
          admin: { ...readOnly, width: '50%' },
          options: optionsOf(caseOutcomes, {
            'live-birth': tr('Nascido vivo', 'Nacido vivo', 'Live birth'),
            'fetal-death': tr('Óbito fetal', 'Muerte fetal', 'Fetal death'),
            topfa: tr(
              'Interrupção por anomalia fetal',
              'Interrupción por anomalía fetal',
              'Termination for fetal anomaly',
            ),
          }),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sex',
          type: 'select',
          label: tr('Sexo', 'Sexo', 'Sex'),
          admin: { ...readOnly, width: '25%' },
          options: optionsOf(caseSexes, {
            male: tr('Masculino', 'Masculino', 'Male'),
            female: tr('Feminino', 'Femenino', 'Female'),
            indeterminate: tr('Indeterminado', 'Indeterminado', 'Indeterminate'),
            'not-specified': tr('Não especificado', 'No especificado', 'Not specified'),
          }),
        },
        measure('plurality', tr('Pluralidade', 'Pluralidad', 'Plurality')),
        measure('gestationalWeeks', tr('Semanas de gestação', 'Semanas de gestación', 'Weeks')),
        measure('birthWeight', tr('Peso ao nascer (g)', 'Peso al nacer (g)', 'Birth weight (g)')),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'prenatalDiagnosis',
          type: 'select',
          label: tr('Diagnóstico pré-natal', 'Diagnóstico prenatal', 'Prenatal diagnosis'),
          admin: { ...readOnly, width: '34%' },
          options: optionsOf(prenatalDiagnoses, {
            yes: tr('Sim', 'Sí', 'Yes'),
            no: tr('Não', 'No', 'No'),
            unknown: tr('Desconhecido', 'Desconocido', 'Unknown'),
          }),
        },
        measure(
          'diagnosisWeeks',
          tr('Semanas no diagnóstico', 'Semanas al diagnóstico', 'Weeks at diagnosis'),
          '33%',
        ),
        measure('maternalAge', tr('Idade materna', 'Edad materna', 'Maternal age'), '33%'),
      ],
    },
    {
      name: 'codes',
      type: 'text',
      required: true,
      label: tr('Códigos CID-10', 'Códigos CIE-10', 'ICD-10 codes'),
      admin: {
        ...readOnly,
        description: tr('Separados por ;', 'Separados por ;', 'Separated by ;'),
      },
    },
    {
      name: 'syndrome',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Síndrome genética', 'Síndrome genético', 'Genetic syndrome'),
      admin: readOnly,
    },
    {
      name: 'description',
      type: 'textarea',
      label: tr('Descrição', 'Descripción', 'Description'),
      admin: readOnly,
    },
    ...kitElementFields,
    {
      name: 'groups',
      type: 'json',
      label: tr(
        'Grupos de anomalias (números)',
        'Grupos de anomalías (números)',
        'Anomaly groups (numbers)',
      ),
      admin: {
        ...readOnly,
        description: tr(
          'Calculados na aceitação do envio.',
          'Calculados al aceptar el envío.',
          'Computed when the submission is accepted.',
        ),
      },
    },
    {
      name: 'caseClass',
      type: 'select',
      label: tr('Classificação', 'Clasificación', 'Classification'),
      admin: readOnly,
      options: optionsOf(caseClasses, {
        chromosomal: tr('Cromossômica', 'Cromosómica', 'Chromosomal'),
        syndrome: tr('Síndrome genética', 'Síndrome genético', 'Genetic syndrome'),
        multiple: tr('Múltipla', 'Múltiple', 'Multiple'),
        isolated: tr('Isolada', 'Aislada', 'Isolated'),
      }),
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
