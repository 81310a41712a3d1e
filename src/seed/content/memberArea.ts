import type { Payload } from 'payload'
import { locales, tr, type Locale, type Translated } from '@/i18n/locales'
import type { OfficialDocument } from '@/payload-types'
import type { DemoDocument } from '../files/pdf'
import { uploadDemoPdfPerLanguage } from '../files/upload'
import { codingManual } from '../documents/codingManual'
import { formDocument, type FormKey } from '../documents/forms'
import { formUpdateDocuments, type FormUpdateFile } from '../documents/formUpdateDocuments'
import { officialDocumentTexts } from '../documents/officialDocuments'
import { procedureManual } from '../documents/procedureManual'
import { createInLocales, day } from './context'
import { documentRow, documentRows, type DocumentRow } from './documents'
import type { RegistryIds } from './registries'

/**
 * The password-protected pages: manuals, forms, official documents and form
 * updates. Their files go to member-files, which only logged-in users can read.
 * Manuals and forms have a file in each language; official documents only in
 * the languages they are written in (the others get the Portuguese file).
 */
type TitledFile = { fileName: string; title: Translated }
type LanguageFiles = Partial<Record<Locale, DemoDocument>> & { pt: DemoDocument }

const manuals: Array<TitledFile & { contents: LanguageFiles }> = [
  {
    contents: procedureManual,
    fileName: 'manual-de-procedimentos.pdf',
    title: tr(
      'Manual de procedimentos da rede',
      'Manual de procedimientos de la red',
      'Network procedures manual',
    ),
  },
  {
    contents: codingManual,
    fileName: 'manual-de-codificacao-cid-10.pdf',
    title: tr(
      'Manual de descrição e codificação de anomalias (CID-10)',
      'Manual de descripción y codificación de anomalías (CIE-10)',
      'Manual for describing and coding anomalies (ICD-10)',
    ),
  },
]

const forms: Array<TitledFile & { form: FormKey }> = [
  {
    form: 'semiannual',
    fileName: 'formulario-envio-semestral.pdf',
    title: tr(
      'Formulário de envio semestral de dados',
      'Formulario de envío semestral de datos',
      'Half-yearly data submission form',
    ),
  },
  {
    form: 'cases',
    fileName: 'formulario-de-casos.pdf',
    title: tr(
      'Formulário de casos por anomalia',
      'Formulario de casos por anomalía',
      'Cases by anomaly form',
    ),
  },
  {
    form: 'births',
    fileName: 'formulario-de-nascimentos.pdf',
    title: tr(
      'Formulário de nascimentos (denominadores)',
      'Formulario de nacimientos (denominadores)',
      'Births form (denominators)',
    ),
  },
]

/** A signed term also names the registry that signed it (by network code). */
type OfficialDocumentSeed = TitledFile & {
  type: OfficialDocument['type']
  date: string
  registry?: string
}

const officialDocuments: OfficialDocumentSeed[] = [
  {
    type: 'agreement-term',
    date: '2019-11-28',
    fileName: 'termo-de-acordo-e-compromissos.pdf',
    title: tr(
      'Termo de acordo e compromissos',
      'Término de acuerdo y compromisos',
      'Agreement and commitments term',
    ),
  },
  {
    type: 'assembly-minutes',
    date: '2025-11-27',
    fileName: 'ata-assembleia-geral-2025.pdf',
    title: tr(
      'Ata da assembleia geral de 2025',
      'Acta de la asamblea general de 2025',
      '2025 general assembly minutes',
    ),
  },
  {
    type: 'membership-letter',
    date: '2024-03-01',
    fileName: 'modelo-carta-de-adesao.pdf',
    title: tr(
      'Modelo de carta de adesão',
      'Modelo de carta de adhesión',
      'Membership letter template',
    ),
  },
  {
    type: 'membership-letter',
    date: '2017-11-23',
    registry: 'AR-RENAC',
    fileName: 'carta-de-adesao-renac-demonstracao.pdf',
    title: tr(
      'Carta de adesão assinada (demonstração)',
      'Carta de adhesión firmada (demostración)',
      'Signed membership letter (demo)',
    ),
  },
  {
    type: 'other',
    date: '2020-11-26',
    fileName: 'regimento-interno.pdf',
    title: tr('Regimento interno da rede', 'Reglamento interno de la red', 'Network by-laws'),
  },
]

type FormUpdate = {
  date: string
  title: Translated
  description: Translated
  files: Array<TitledFile & { content: FormUpdateFile }>
}

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
        content: 'updatedForm',
        fileName: 'atualizacao-2026-04-formulario.pdf',
        title: tr('Formulário atualizado', 'Formulario actualizado', 'Updated form'),
      },
      {
        content: 'updateNotes',
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
        content: 'casesForm2025',
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
        content: 'anomalyList',
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

/** A file per language written, then the document pointing at each (Portuguese for the rest). */
async function seedLanguageFiles(
  payload: Payload,
  collection: 'manuals' | 'forms' | 'official-documents',
  { fileName, title }: TitledFile,
  contents: LanguageFiles,
  extra: Partial<Pick<OfficialDocument, 'type' | 'date' | 'registry'>> = {},
): Promise<void> {
  const files = await uploadDemoPdfPerLanguage(payload, fileName, title, contents)
  await createInLocales(payload, collection, (locale) => ({
    ...extra,
    title: title[locale],
    // No file in a language: left empty, so the site serves the Portuguese one.
    ...(files[locale] ? { document: files[locale] } : {}),
  }))
}

const everyLanguage = (write: (locale: Locale) => DemoDocument) =>
  Object.fromEntries(locales.map((locale) => [locale, write(locale)])) as LanguageFiles

export async function seedMemberArea(payload: Payload, registryIds: RegistryIds): Promise<void> {
  for (const manual of manuals) await seedLanguageFiles(payload, 'manuals', manual, manual.contents)
  for (const form of forms)
    await seedLanguageFiles(
      payload,
      'forms',
      form,
      everyLanguage((locale) => formDocument(form.form, form.title[locale], locale)),
    )
  for (const document of officialDocuments) {
    const registry = document.registry ? registryIds.get(document.registry) : undefined
    if (document.registry && registry === undefined)
      throw new Error(`No demo registry ${document.registry}`)
    await seedLanguageFiles(
      payload,
      'official-documents',
      document,
      officialDocumentTexts[document.type],
      { type: document.type, date: day(document.date), registry: registry ?? null },
    )
  }

  for (const update of formUpdates) {
    const rows: DocumentRow[] = []
    for (const file of update.files)
      rows.push(
        await documentRow(
          payload,
          'member-files',
          file.fileName,
          file.title,
          {},
          formUpdateDocuments[file.content],
        ),
      )
    await createInLocales(payload, 'form-updates', (locale, created) => ({
      title: update.title[locale],
      description: update.description[locale],
      date: day(update.date),
      documents: documentRows(rows, locale, created?.documents),
    }))
  }
}
