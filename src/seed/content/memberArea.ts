import type { Payload } from 'payload'
import { tr, type Translated } from '@/i18n/locales'
import type { OfficialDocument } from '@/payload-types'
import { uploadPdf } from '../files/upload'
import { createInLocales, day } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'

/**
 * The password-protected pages: manuals, forms, official documents and form
 * updates. Their files go to member-files, which only logged-in users can read.
 */
type TitledFile = { fileName: string; title: Translated }

const manuals: TitledFile[] = [
  {
    fileName: 'manual-de-procedimentos.pdf',
    title: tr(
      'Manual de procedimentos da rede',
      'Manual de procedimientos de la red',
      'Network procedures manual',
    ),
  },
  {
    fileName: 'manual-de-codificacao-cid-10.pdf',
    title: tr(
      'Manual de descrição e codificação de anomalias (CID-10)',
      'Manual de descripción y codificación de anomalías (CIE-10)',
      'Manual for describing and coding anomalies (ICD-10)',
    ),
  },
]

const forms: TitledFile[] = [
  {
    fileName: 'formulario-envio-semestral.pdf',
    title: tr(
      'Formulário de envio semestral de dados',
      'Formulario de envío semestral de datos',
      'Half-yearly data submission form',
    ),
  },
  {
    fileName: 'formulario-de-casos.pdf',
    title: tr(
      'Formulário de casos por anomalia',
      'Formulario de casos por anomalía',
      'Cases by anomaly form',
    ),
  },
  {
    fileName: 'formulario-de-nascimentos.pdf',
    title: tr(
      'Formulário de nascimentos (denominadores)',
      'Formulario de nacimientos (denominadores)',
      'Births form (denominators)',
    ),
  },
]

const officialDocuments: Array<TitledFile & { type: OfficialDocument['type'] }> = [
  {
    type: 'agreement-term',
    fileName: 'termo-de-acordo-e-compromissos.pdf',
    title: tr(
      'Termo de acordo e compromissos',
      'Término de acuerdo y compromisos',
      'Agreement and commitments term',
    ),
  },
  {
    type: 'assembly-minutes',
    fileName: 'ata-assembleia-geral-2025.pdf',
    title: tr(
      'Ata da assembleia geral de 2025',
      'Acta de la asamblea general de 2025',
      '2025 general assembly minutes',
    ),
  },
  {
    type: 'membership-letter',
    fileName: 'modelo-carta-de-adesao.pdf',
    title: tr(
      'Modelo de carta de adesão',
      'Modelo de carta de adhesión',
      'Membership letter template',
    ),
  },
  {
    type: 'other',
    fileName: 'regimento-interno.pdf',
    title: tr('Regimento interno da rede', 'Reglamento interno de la red', 'Network by-laws'),
  },
]

type FormUpdate = { date: string; title: Translated; description: Translated; files: TitledFile[] }

const formUpdates: FormUpdate[] = [
  {
    date: '2026-04-30',
    title: tr(
      'Período de base 2020–2022 nos formulários',
      'Período base 2020–2022 en los formularios',
      '2020–2022 base period in the forms',
    ),
    description: tr(
      'Os formulários de envio passam a pedir os nascimentos de 2020 a 2022 para o cálculo das prevalências de referência.',
      'Los formularios de envío piden ahora los nacimientos de 2020 a 2022 para el cálculo de las prevalencias de referencia.',
      'The submission forms now ask for 2020 to 2022 births to compute the reference prevalence.',
    ),
    files: [
      {
        fileName: 'atualizacao-2026-04-formulario.pdf',
        title: tr('Formulário atualizado', 'Formulario actualizado', 'Updated form'),
      },
      {
        fileName: 'atualizacao-2026-04-notas.pdf',
        title: tr('Notas da atualização', 'Notas de la actualización', 'Update notes'),
      },
    ],
  },
  {
    date: '2025-10-30',
    title: tr(
      'Nova variável: idade ao diagnóstico',
      'Nueva variable: edad al diagnóstico',
      'New variable: age at diagnosis',
    ),
    description: tr(
      'O formulário de casos inclui a idade ao diagnóstico, em dias, para os registros que acompanham o primeiro ano de vida.',
      'El formulario de casos incluye la edad al diagnóstico, en días, para los registros que siguen el primer año de vida.',
      'The cases form includes the age at diagnosis, in days, for registries that follow the first year of life.',
    ),
    files: [
      {
        fileName: 'atualizacao-2025-10-formulario-de-casos.pdf',
        title: tr(
          'Formulário de casos (versão 2025)',
          'Formulario de casos (versión 2025)',
          'Cases form (2025 version)',
        ),
      },
    ],
  },
  {
    date: '2025-04-24',
    title: tr(
      'Lista de anomalias monitoradas revisada',
      'Lista de anomalías monitoreadas revisada',
      'Revised list of monitored anomalies',
    ),
    description: tr(
      'A lista passa a separar hidrocefalia isolada e associada, e inclui a síndrome de Down.',
      'La lista separa ahora la hidrocefalia aislada y asociada, e incluye el síndrome de Down.',
      'The list now separates isolated from associated hydrocephalus and includes Down syndrome.',
    ),
    files: [
      {
        fileName: 'atualizacao-2025-04-lista-de-anomalias.pdf',
        title: tr(
          'Lista de anomalias monitoradas',
          'Lista de anomalías monitoreadas',
          'List of monitored anomalies',
        ),
      },
    ],
  },
]

async function seedTitledDocuments(
  payload: Payload,
  collection: 'manuals' | 'forms',
  files: TitledFile[],
): Promise<void> {
  for (const { fileName, title } of files) {
    const document = await uploadPdf(payload, 'member-files', fileName, title)
    await createInLocales(payload, collection, (locale) => ({ title: title[locale], document }))
  }
}

export async function seedMemberArea(payload: Payload): Promise<void> {
  await seedTitledDocuments(payload, 'manuals', manuals)
  await seedTitledDocuments(payload, 'forms', forms)

  for (const { type, fileName, title } of officialDocuments) {
    const document = await uploadPdf(payload, 'member-files', fileName, title)
    await createInLocales(payload, 'official-documents', (locale) => ({
      type,
      title: title[locale],
      document,
    }))
  }

  for (const update of formUpdates) {
    const rows: DocumentRow[] = []
    for (const file of update.files)
      rows.push(await documentRow(payload, 'member-files', file.fileName, file.title, {}))
    await createInLocales(payload, 'form-updates', (locale, created) => ({
      title: update.title[locale],
      description: update.description[locale],
      date: day(update.date),
      documents: documentRows(rows, locale, created?.documents),
    }))
  }
}
