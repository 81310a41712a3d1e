import type { CollectionConfig, NumberField, SelectFieldSingleValidation } from 'payload'
import { isAdmin } from '@/access'
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

export const signalStatuses = ['new', 'under-investigation', 'explained', 'confirmed'] as const
export const signalExplanations = ['data-quality', 'diagnosis-change', 'screening-change'] as const

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

const statusLabels: Record<(typeof signalStatuses)[number], Translated> = {
  new: tr('Novo', 'Nuevo', 'New'),
  'under-investigation': tr('Em investigação', 'En investigación', 'Under investigation'),
  explained: tr('Explicado', 'Explicado', 'Explained'),
  confirmed: tr('Confirmado', 'Confirmado', 'Confirmed'),
}

const explanationLabels: Record<(typeof signalExplanations)[number], Translated> = {
  'data-quality': tr('Qualidade dos dados', 'Calidad de los datos', 'Data quality'),
  'diagnosis-change': tr(
    'Mudança no diagnóstico',
    'Cambio en el diagnóstico',
    'Change in diagnosis',
  ),
  'screening-change': tr('Mudança no rastreamento', 'Cambio en el tamizaje', 'Change in screening'),
}

const readOnly = { readOnly: true }

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
  admin: { ...readOnly, width: '25%', description },
})

/**
 * What the monitoring found in a registry's accepted data: an alarm, an
 * epidemic zone, a cluster in time or a rising trend of one anomaly. Written
 * by the monitoring run (after each acceptance, or for every registry from
 * POST /api/surveillance/monitoring/run), one per registry, anomaly, kind and
 * period; the office follows each one up with its status and notes.
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
      'pValue',
      'qValue',
      'detectedAt',
    ],
    listSearchableFields: ['title', 'period'],
    description: tr(
      'Gerados pelo monitoramento a cada envio aceito. Filtre por registro, anomalia, tipo ou situação.',
      'Generadas por el monitoreo con cada envío aceptado. Filtre por registro, anomalía, tipo o estado.',
      'Created by the monitoring at each accepted submission. Filter by registry, anomaly, kind or status.',
    ),
  },
  defaultSort: '-detectedAt',
  access: {
    read: readAccess(monitoringSignalReads),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  indexes: [{ fields: ['registry', 'malformation', 'kind', 'period'], unique: true }],
  hooks: { beforeChange: [setSignalTitle, clearExplanation] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
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
          admin: { ...readOnly, width: '50%' },
        },
        {
          name: 'malformation',
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
          type: 'select',
          required: true,
          index: true,
          label: tr('Tipo', 'Tipo', 'Kind'),
          options: signalKinds.map((value) => ({ value, label: kindLabels[value] })),
          admin: { ...readOnly, width: '50%' },
        },
        {
          name: 'period',
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
      label: tr('Situação', 'Estado', 'Status'),
      options: signalStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'explanation',
      type: 'select',
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
      label: tr('Detectado em', 'Detectado el', 'Detected at'),
      admin: { ...readOnly, position: 'sidebar', date: dayAndTimePicker },
    },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: 4000,
      label: tr('Notas', 'Notas', 'Notes'),
    },
  ],
})
