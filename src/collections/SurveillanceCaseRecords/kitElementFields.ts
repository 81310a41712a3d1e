import type { Field } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import {
  clinicalPresentations,
  recordStatuses,
  type ClinicalPresentation,
  type RecordStatus,
} from '@/lib/surveillance/caseRecords/model'

const readOnly = { readOnly: true }

const options = <T extends string>(labels: Record<T, Translated>, order: readonly T[]) =>
  order.map((value) => ({ value, label: labels[value] }))

const dateText = (name: string, label: Translated): Field => ({
  name,
  // A calendar day as the registry sent it ('YYYY-MM-DD'): no time zone can move it.
  type: 'text',
  label,
  admin: { ...readOnly, width: '33%' },
})

/**
 * The WHO birth-defects kit's core elements on a case record (caseRecords/model.ts KitElements).
 * All optional: a record sent without them lacks them (null), which the indicators count as
 * missing, never as a value. The date of birth is the record's year, month and day.
 */
export const kitElementFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'recordStatus',
        type: 'select',
        label: tr('Situação do registro', 'Estado del registro', 'Record status'),
        admin: { ...readOnly, width: '33%' },
        options: options<RecordStatus>(
          {
            open: tr('Aberto', 'Abierto', 'Open'),
            incomplete: tr('Incompleto', 'Incompleto', 'Incomplete'),
            complete: tr('Concluído', 'Completo', 'Complete'),
            discarded: tr('Descartado', 'Descartado', 'Discarded'),
          },
          recordStatuses,
        ),
      },
      {
        name: 'clinicalPresentation',
        type: 'select',
        label: tr('Apresentação clínica', 'Presentación clínica', 'Clinical presentation'),
        admin: { ...readOnly, width: '33%' },
        options: options<ClinicalPresentation>(
          {
            isolated: tr('Isolada', 'Aislada', 'Isolated'),
            multiple: tr('Múltipla', 'Múltiple', 'Multiple'),
            syndrome: tr('Síndrome', 'Síndrome', 'Syndrome'),
          },
          clinicalPresentations,
        ),
      },
      {
        name: 'diagnosisCorrected',
        type: 'checkbox',
        label: tr(
          'Diagnóstico corrigido por especialista',
          'Diagnóstico corregido por especialista',
          'Diagnosis corrected by a specialist',
        ),
        admin: { ...readOnly, width: '33%' },
      },
    ],
  },
  {
    name: 'diagnosisStatuses',
    type: 'text',
    label: tr(
      'Situação do diagnóstico de cada código',
      'Estado del diagnóstico de cada código',
      'Diagnosis status of each code',
    ),
    admin: {
      ...readOnly,
      description: tr(
        'Na ordem dos códigos, separadas por ;',
        'En el orden de los códigos, separados por ;',
        'In the order of the codes, separated by ;',
      ),
    },
  },
  {
    type: 'row',
    fields: [
      dateText(
        'diagnosisDate',
        tr('Data do diagnóstico', 'Fecha del diagnóstico', 'Diagnosis date'),
      ),
      dateText('reportDate', tr('Data da notificação', 'Fecha de notificación', 'Report date')),
      dateText('completionDate', tr('Data de conclusão', 'Fecha de cierre', 'Completion date')),
    ],
  },
]
