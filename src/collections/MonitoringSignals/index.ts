import type {
  Access,
  CollectionConfig,
  FieldAccess,
  NumberField,
  SelectFieldSingleValidation,
} from 'payload'
import { isAdmin, isAdminField, userIsAdmin, userRegistryIds } from '@/access'
import type { User } from '@/payload-types'
import {
  signalExplanations,
  signalStatuses,
  type SignalStatus,
} from '@/lib/surveillance/signals/followUp'
import { monitoringSignalReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { tr, type Translated } from '@/i18n/locales'
import { signalKinds, type SignalKind } from '@/lib/surveillance/monitoring/monitoringSignals'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { groups } from '../groups'
import { clearExplanation } from './hooks/clearExplanation'
import { setSignalTitle } from './hooks/setSignalTitle'
import { dayAndTimePicker } from '@/fields/dateFormats'

import { auditFollowUp } from './hooks/auditFollowUp'
import { deleteAttachments } from './hooks/deleteAttachments'
import { datesOfFollowUp } from './hooks/datesOfFollowUp'
import { guardMemberWrites } from './hooks/guardMemberWrites'

const kindLabels: Record<SignalKind, Translated> = {
  alarm: tr(
    'Alarme de excesso no semestre',
    'Alarma de exceso en el semestre',
    'Excess alarm in the semester',
  ),
  'epidemic-zone': tr('Zona epidêmica', 'Zona epidémica', 'Epidemic zone'),
  'scan-cluster': tr(
    'Agregado no tempo (varredura)',
    'Conglomerado en el tiempo (barrido)',
    'Cluster in time (scan)',
  ),
  trend: tr('Tendência crescente', 'Tendencia creciente', 'Rising trend'),
  'farrington-excess': tr(
    'Excesso mensal (Farrington–Noufaily)',
    'Exceso mensual (Farrington–Noufaily)',
    'Monthly excess (Farrington–Noufaily)',
  ),
}

const statusLabels: Record<SignalStatus, Translated> = {
  new: tr('Novo', 'Nuevo', 'New'),
  'under-investigation': tr('Em análise', 'En revisión', 'Under review'),
  'data-error': tr(
    'Explicado: erro nos dados',
    'Explicado: error en los datos',
    'Explained: data error',
  ),
  explained: tr('Explicado de outro modo', 'Explicado de otro modo', 'Explained otherwise'),
  confirmed: tr('Excesso confirmado', 'Exceso confirmado', 'Confirmed excess'),
  closed: tr('Encerrado', 'Cerrado', 'Closed'),
}

const explanationLabels: Record<(typeof signalExplanations)[number], Translated> = {
  other: tr('Outra', 'Otra', 'Other'),
  'diagnosis-change': tr(
    'Mudança no diagnóstico',
    'Cambio en el diagnóstico',
    'Change in diagnosis',
  ),
  'screening-change': tr('Mudança no rastreamento', 'Cambio en el tamizaje', 'Change in screening'),
}

const readOnly = { readOnly: true }

/** The office writes everything; a member only their registry's signals (guardMemberWrites: its notes). */
const updateAccess: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  const ids = userRegistryIds(req.user as User | null)
  return ids.length ? { registry: { in: ids } } : false
}

/** Fields only the office (or the monitoring run) writes. */
const officeOnly: { access: { update: FieldAccess } } = { access: { update: isAdminField } }

const serverDate = (name: string, label: Translated) => ({
  name,
  type: 'date' as const,
  label,
  ...officeOnly,
  admin: { ...readOnly, position: 'sidebar' as const, date: dayAndTimePicker },
})

/** An explained signal says why: data quality, a change in diagnosis or in screening. */
const requiredWhenExplained: SelectFieldSingleValidation = (value, { siblingData, req }) =>
  (siblingData as { status?: string } | undefined)?.status === 'explained' && !value
    ? surveillanceTranslator(req.i18n?.language)('issues.required')
    : true

/** A figure the monitoring run computed; blank where it does not apply to the signal's kind. */
const figure = (name: string, label: Translated, description?: Translated): NumberField => ({
  name,
  type: 'number',
  label,
  ...officeOnly,
  admin: { ...readOnly, width: '25%', description },
})

/**
 * What the monitoring found in a registry's accepted data: an alarm, an epidemic zone, a cluster
 * in time, a rising trend or a monthly excess of one anomaly. The stored set is what the latest
 * network-wide run lists (one adjustment over every registry, nightly and after each acceptance;
 * data/saveSignals.ts): one no longer listed is retracted with why, never deleted. Each carries
 * its follow-up: the office's status and notes, the registry's notes, dates and attachments
 * (signal-attachments). Read by the office and the registry's members only (docs/signals.md).
 */
export const MonitoringSignals: CollectionConfig = withBoundedReads({
  slug: 'monitoring-signals',
  labels: {
    singular: tr('Sinal de monitoramento', 'Señal de monitoreo', 'Monitoring signal'),
    plural: tr('Sinais de monitoramento', 'Señales de monitoreo', 'Monitoring signals'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: [
      'registry',
      'malformation',
      'kind',
      'period',
      'status',
      'qValue',
      'detectedAt',
      'retractedAt',
    ],
    listSearchableFields: ['title', 'period'],
    description: tr(
      'A lista do monitoramento da rede (noturno e após cada aceitação); os que a execução atual não lista ficam retirados, com o motivo. Filtre por registro, anomalia, tipo, situação ou retirada.',
      'La lista del monitoreo de la red (nocturno y tras cada aceptación); las que la ejecución actual no lista quedan retiradas, con el motivo. Filtre por registro, anomalía, tipo, estado o retiro.',
      "The network monitoring's list (nightly and after each acceptance); those the current run no longer lists are retracted, with why. Filter by registry, anomaly, kind, status or retraction.",
    ),
  },
  defaultSort: '-detectedAt',
  access: {
    read: readAccess(monitoringSignalReads),
    create: isAdmin,
    update: updateAccess,
    delete: isAdmin,
  },
  indexes: [{ fields: ['registry', 'malformation', 'kind', 'period'], unique: true }],
  hooks: {
    beforeOperation: [guardMemberWrites],
    beforeChange: [setSignalTitle, clearExplanation, datesOfFollowUp],
    afterChange: [auditFollowUp],
    beforeDelete: [deleteAttachments],
  },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'registry',
          ...officeOnly,
          type: 'relationship',
          relationTo: 'member-registries',
          required: true,
          index: true,
          label: tr('Registro', 'Registro', 'Registry'),
          admin: { ...readOnly, width: '50%' },
        },
        {
          name: 'malformation',
          ...officeOnly,
          type: 'relationship',
          relationTo: 'malformations',
          required: true,
          index: true,
          label: tr('Anomalia', 'Anomalía', 'Anomaly'),
          admin: { ...readOnly, width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          ...officeOnly,
          type: 'select',
          required: true,
          index: true,
          label: tr('Tipo', 'Tipo', 'Kind'),
          options: signalKinds.map((value) => ({ value, label: kindLabels[value] })),
          admin: { ...readOnly, width: '50%' },
        },
        {
          name: 'period',
          ...officeOnly,
          type: 'text',
          required: true,
          label: tr('Período', 'Período', 'Period'),
          admin: {
            ...readOnly,
            width: '50%',
            description: tr(
              'Semestre (2025-S2) ou doze meses (2025, 2024-07/2025-06) do alarme, meses do agregado (2024-04/2024-07), anos da tendência (2016/2025) ou mês do excesso (2025-03).',
              'Semestre (2025-S2) o doce meses (2025, 2024-07/2025-06) de la alarma, meses del conglomerado (2024-04/2024-07), años de la tendencia (2016/2025) o mes del exceso (2025-03).',
              'Semester (2025-S2) or twelve months (2025, 2024-07/2025-06) of an alarm, months of the cluster (2024-04/2024-07), years of the trend (2016/2025) or month of the excess (2025-03).',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        figure('births', tr('Nascimentos', 'Nacimientos', 'Births')),
        figure('observed', tr('Casos observados', 'Casos observados', 'Observed cases')),
        figure('expected', tr('Casos esperados', 'Casos esperados', 'Expected cases')),
        figure(
          'relativeRisk',
          tr('Risco relativo', 'Riesgo relativo', 'Relative risk'),
          tr(
            'Observados / esperados no alarme e no excesso mensal; dentro / fora do agregado na varredura.',
            'Observados / esperados en la alarma y el exceso mensual; dentro / fuera del conglomerado en el barrido.',
            'Observed / expected for an alarm or a monthly excess; inside / outside the cluster for a scan.',
          ),
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        figure(
          'percentChange',
          tr('Variação anual (%)', 'Variación anual (%)', 'Annual change (%)'),
        ),
        figure(
          'lower',
          tr('Limite inferior (95%)', 'Límite inferior (95%)', 'Lower bound (95%)'),
          tr(
            'Dos casos observados no alarme; da variação anual na tendência.',
            'De los casos observados en la alarma; de la variación anual en la tendencia.',
            'Of the observed cases for an alarm; of the annual change for a trend.',
          ),
        ),
        figure(
          'upper',
          tr('Limite superior (95%)', 'Límite superior (95%)', 'Upper bound (95%)'),
          tr(
            'No excesso mensal: o limiar de Farrington–Noufaily.',
            'En el exceso mensual: el umbral de Farrington–Noufaily.',
            'For a monthly excess: the Farrington–Noufaily threshold.',
          ),
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        figure(
          'pValue',
          tr('Valor de p', 'Valor de p', 'p-value'),
          tr(
            'Unilateral: a probabilidade de um aumento pelo menos assim sem mudança real.',
            'Unilateral: la probabilidad de un aumento al menos así sin cambio real.',
            'One-sided: the probability of a rise at least this large with no real change.',
          ),
        ),
        figure(
          'qValue',
          tr('Valor de q', 'Valor de q', 'q-value'),
          tr(
            'O p ajustado por Benjamini–Hochberg ponderado (os alarmes de doze meses com metade do peso) sobre todos os testes da execução; o sinal é guardado quando q fica abaixo do limiar das configurações do site.',
            'El p ajustado por Benjamini–Hochberg ponderado (las alarmas de doce meses con la mitad del peso) sobre todas las pruebas de la ejecución; la señal se guarda cuando q queda bajo el umbral de la configuración del sitio.',
            'The p-value adjusted by weighted Benjamini–Hochberg (the twelve-month alarms with half of the weight) over every test of the run; the signal is stored when q is below the threshold of the site settings.',
          ),
        ),
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      ...officeOnly,
      label: tr('Situação', 'Estado', 'Status'),
      options: signalStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'explanation',
      type: 'select',
      ...officeOnly,
      label: tr('Explicação', 'Explicación', 'Explanation'),
      options: signalExplanations.map((value) => ({ value, label: explanationLabels[value] })),
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'explained',
      },
      validate: requiredWhenExplained,
    },
    {
      name: 'detectedAt',
      type: 'date',
      required: true,
      ...officeOnly,
      label: tr('Detectado em', 'Detectado el', 'Detected at'),
      admin: { ...readOnly, position: 'sidebar', date: dayAndTimePicker },
    },
    serverDate(
      'reviewStartedAt',
      tr('Análise iniciada em', 'Revisión iniciada el', 'Review started'),
    ),
    serverDate('concludedAt', tr('Concluído em', 'Concluido el', 'Concluded')),
    {
      name: 'retractedAt',
      type: 'date',
      index: true,
      ...officeOnly,
      label: tr('Retirado em', 'Retirado el', 'Retracted'),
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: dayAndTimePicker,
        description: tr(
          'A execução atual do monitoramento não lista mais este sinal; ele fica guardado com seu acompanhamento.',
          'La ejecución actual del monitoreo ya no lista esta señal; queda guardada con su seguimiento.',
          'The current monitoring run no longer lists this signal; it is kept with its follow-up.',
        ),
      },
    },
    {
      name: 'retractionReason',
      type: 'select',
      ...officeOnly,
      label: tr('Motivo da retirada', 'Motivo del retiro', 'Why retracted'),
      options: [
        {
          value: 'not-significant',
          label: tr(
            'O teste, refeito, não passa mais do limiar (q)',
            'La prueba, rehecha, ya no supera el umbral (q)',
            'Tested again, it no longer passes the threshold (q)',
          ),
        },
        {
          value: 'not-tested',
          label: tr(
            'O período não é mais testado (há dados mais recentes)',
            'El período ya no se prueba (hay datos más recientes)',
            'The period is no longer tested (newer data came in)',
          ),
        },
      ],
      admin: { ...readOnly, position: 'sidebar', condition: (data) => Boolean(data?.retractedAt) },
    },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: 4000,
      ...officeOnly,
      label: tr('Notas da secretaria', 'Notas de la secretaría', "The office's notes"),
    },
    serverDate(
      'officeNotesAt',
      tr('Notas da secretaria em', 'Notas de la secretaría el', "Office's notes on"),
    ),
    {
      name: 'registryNotes',
      type: 'textarea',
      maxLength: 4000,
      label: tr('Notas do registro', 'Notas del registro', "The registry's notes"),
      admin: {
        description: tr(
          'Escritas pelos membros do registro na sua página de membros.',
          'Escritas por los miembros del registro en su página de miembros.',
          "Written by the registry's members on their members' page.",
        ),
      },
    },
    serverDate(
      'registryNotesAt',
      tr('Notas do registro em', 'Notas del registro el', "Registry's notes on"),
    ),
    {
      name: 'attachments',
      type: 'join',
      collection: 'signal-attachments',
      on: 'signal',
      label: tr('Anexos', 'Adjuntos', 'Attachments'),
      admin: { defaultColumns: ['filename', 'createdAt'] },
    },
  ],
})
