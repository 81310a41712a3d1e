import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import { uploadDemoPdf } from '../files/upload'
import { accumulatedDataDocuments, type DatasetKey } from '../documents/accumulatedDataDocuments'
import { createInLocales } from './context'

/** Cumulative surveillance tables published as public PDFs. */
type Dataset = { key: DatasetKey; fileName: string; name: Translated; description: Translated }

const datasets: Dataset[] = [
  {
    key: 'basePeriod',
    fileName: 'prevalencias-periodo-base-2020-2022.pdf',
    name: tr(
      'Prevalências no período de base 2020–2022',
      'Prevalencias en el período base 2020–2022',
      'Prevalence in the 2020–2022 base period',
    ),
    description: tr(
      'Casos, nascimentos e prevalência por 10.000 nascimentos de cada anomalia monitorada, por registro, no período de base atual da vigilância.',
      'Casos, nacimientos y prevalencia por 10.000 nacimientos de cada anomalía monitoreada, por registro, en el período base actual de la vigilancia.',
      'Cases, births and prevalence per 10,000 births of each monitored anomaly, by registry, in the current surveillance base period.',
    ),
  },
  {
    key: 'microcephalySeries',
    fileName: 'microcefalia-serie-historica-2015-2025.pdf',
    name: tr(
      'Microcefalia: série histórica 2015–2025',
      'Microcefalia: serie histórica 2015–2025',
      'Microcephaly: time series 2015–2025',
    ),
    description: tr(
      'Prevalência semestral de microcefalia ao nascer nos registros da rede, desde o início da epidemia de Zika.',
      'Prevalencia semestral de microcefalia al nacer en los registros de la red, desde el inicio de la epidemia de Zika.',
      'Half-yearly birth prevalence of microcephaly in the network registries since the start of the Zika epidemic.',
    ),
  },
]

export async function seedAccumulatedData(payload: Payload): Promise<void> {
  for (const dataset of datasets) {
    const document = await uploadDemoPdf(
      payload,
      'media',
      dataset.fileName,
      dataset.name,
      accumulatedDataDocuments[dataset.key],
    )
    await createInLocales(payload, 'accumulated-data', (locale) => ({
      name: dataset.name[locale],
      description: dataset.description[locale],
      document,
    }))
  }
}
