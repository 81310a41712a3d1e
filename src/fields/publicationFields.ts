import type { Field, TextField } from 'payload'
import { pick, tr, type Translated } from '@/i18n/locales'
import { isDoi, isPmid, normalizeDoi, normalizePmid } from '@/lib/publications/identifiers'
import { publicationTypes, type PublicationType } from '@/lib/publications/record'
import { urlField } from './urlField'
import { yearBounds } from './yearRange'

const typeLabels: Record<PublicationType, Translated> = {
  article: tr('Artigo', 'Artículo', 'Article'),
  book: tr('Livro', 'Libro', 'Book'),
  chapter: tr('Capítulo de livro', 'Capítulo de libro', 'Book chapter'),
  thesis: tr('Tese ou dissertação', 'Tesis', 'Thesis'),
  report: tr('Relatório', 'Informe', 'Report'),
  other: tr('Outro', 'Otro', 'Other'),
}

type Language = { req: { i18n?: { language?: string } } }

/** An identifier typed in any usual form, stored in one, and checked. */
const identifier = (
  name: 'doi' | 'pmid',
  label: Translated,
  normalize: (value: string) => string,
  isValid: (value: string) => boolean,
  invalid: Translated,
  description: Translated,
): TextField => ({
  name,
  type: 'text',
  label,
  index: true,
  admin: { width: '50%', description },
  hooks: {
    beforeValidate: [({ value }) => (typeof value === 'string' ? normalize(value) || null : value)],
  },
  validate: (value: string | null | undefined, { req }: Language) =>
    !value || isValid(value) ? true : pick(invalid, req.i18n?.language),
})

const needsTitleOrCitation = tr(
  'Informe o título (com os demais campos) ou a citação em texto livre.',
  'Indique el título (con los demás campos) o la cita en texto libre.',
  'Enter the title (with the other fields) or the free-text citation.',
)

/**
 * What a network or registry publication carries: the reference in fields
 * (from which the site writes the citation, see lib/publications), or, for
 * what does not fit them, a free-text citation; link, PDF, year and registry.
 * A citation is the same in every language, so nothing here is localized.
 */
export const publicationFields = (registryRequired: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'type',
        type: 'select',
        label: tr('Tipo', 'Tipo', 'Type'),
        options: publicationTypes.map((value) => ({ value, label: typeLabels[value] })),
        // Not a database default: rows recorded before the fields existed keep no type.
        defaultValue: () => 'article',
        admin: { width: '50%' },
      },
      {
        name: 'year',
        type: 'number',
        ...yearBounds,
        index: true,
        label: tr('Ano', 'Año', 'Year'),
        admin: { width: '50%' },
      },
    ],
  },
  {
    name: 'authors',
    type: 'array',
    label: tr('Autores', 'Autores', 'Authors'),
    labels: {
      singular: tr('Autor', 'Autor', 'Author'),
      plural: tr('Autores', 'Autores', 'Authors'),
    },
    admin: {
      description: tr(
        'Na ordem do artigo, cada um como "Sobrenome, Nomes" (Castilla, Eduardo E.); o nome de um grupo, sem vírgula.',
        'En el orden del artículo, cada uno como "Apellido, Nombres" (Castilla, Eduardo E.); el nombre de un grupo, sin coma.',
        'In the order of the paper, each as "Family name, Given names" (Castilla, Eduardo E.); a group name without a comma.',
      ),
    },
    fields: [{ name: 'name', type: 'text', required: true, label: tr('Nome', 'Nombre', 'Name') }],
  },
  { name: 'title', type: 'textarea', label: tr('Título', 'Título', 'Title') },
  {
    name: 'journal',
    type: 'text',
    label: tr('Periódico ou editora', 'Revista o editorial', 'Journal or publisher'),
    admin: {
      description: tr(
        'O periódico de um artigo; o livro de um capítulo; a editora ou instituição de um livro, tese ou relatório.',
        'La revista de un artículo; el libro de un capítulo; la editorial o institución de un libro, tesis o informe.',
        "An article's journal; a chapter's book; the publisher or institution of a book, thesis or report.",
      ),
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'volume',
        type: 'text',
        label: tr('Volume (número)', 'Volumen (número)', 'Volume (issue)'),
        admin: { width: '50%', placeholder: '7(2-3)' },
      },
      {
        name: 'pages',
        type: 'text',
        label: tr('Páginas', 'Páginas', 'Pages'),
        admin: { width: '50%', placeholder: '76-94' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      identifier(
        'doi',
        tr('DOI', 'DOI', 'DOI'),
        normalizeDoi,
        isDoi,
        tr(
          'Informe um DOI como 10.1159/000080776.',
          'Indique un DOI como 10.1159/000080776.',
          'Enter a DOI such as 10.1159/000080776.',
        ),
        tr(
          'Sem "https://doi.org/": é acrescentado no link.',
          'Sin "https://doi.org/": se agrega en el enlace.',
          'Without "https://doi.org/": the link adds it.',
        ),
      ),
      identifier(
        'pmid',
        tr('PMID', 'PMID', 'PMID'),
        normalizePmid,
        isPmid,
        tr(
          'O PMID é um número, como 15539822.',
          'El PMID es un número, como 15539822.',
          'A PMID is a number, such as 15539822.',
        ),
        tr(
          'O número do artigo no PubMed.',
          'El número del artículo en PubMed.',
          "The paper's number in PubMed.",
        ),
      ),
    ],
  },
  urlField('link', tr('Link', 'Enlace', 'Link')),
  {
    name: 'file',
    type: 'upload',
    relationTo: 'media',
    label: tr('PDF', 'PDF', 'PDF'),
    filterOptions: { mimeType: { equals: 'application/pdf' } },
    admin: {
      description: tr(
        'Arquivo público: qualquer visitante pode baixá-lo.',
        'Archivo público: cualquier visitante puede descargarlo.',
        'A public file: any visitor can download it.',
      ),
    },
  },
  {
    name: 'registry',
    type: 'relationship',
    relationTo: 'member-registries',
    required: registryRequired,
    index: true,
    label: tr('Registro', 'Registro', 'Registry'),
  },
  {
    name: 'citation',
    type: 'textarea',
    label: tr('Citação em texto livre', 'Cita en texto libre', 'Free-text citation'),
    admin: {
      description: tr(
        'Só para referências que não cabem nos campos acima: é mostrada quando não há título.',
        'Solo para referencias que no caben en los campos de arriba: se muestra cuando no hay título.',
        'Only for references that do not fit the fields above: shown when there is no title.',
      ),
    },
    validate: (
      value: string | null | undefined,
      { siblingData, req }: Language & { siblingData: { title?: string | null } },
    ) =>
      value?.trim() || siblingData.title?.trim()
        ? true
        : pick(needsTitleOrCitation, req.i18n?.language),
  },
  {
    name: 'summary',
    type: 'text',
    label: tr('Citação', 'Cita', 'Citation'),
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: tr(
        'Como o site mostra a publicação (atualizada ao salvar).',
        'Cómo el sitio muestra la publicación (se actualiza al guardar).',
        'How the site shows the publication (updated on save).',
      ),
    },
  },
]
