import { describe, expect, it } from 'vitest'
import { formatCitation } from '@/lib/publications/formatCitation'
import { familyName, vancouverName } from '@/lib/publications/names'
import type { PublicationRecord } from '@/lib/publications/record'

const authors = (...names: string[]) => names.map((name) => ({ name }))

describe('vancouverName', () => {
  it.each([
    ['Castilla, Eduardo E.', 'Castilla EE'],
    ['Orioli, Iêda M.', 'Orioli IM'],
    ['Schuler-Faccini, Lavínia', 'Schuler-Faccini L'],
    ['Bidondo, María Paz', 'Bidondo MP'],
    ['Dupont, Jean-Pierre', 'Dupont JP'],
    ['da Silva, Maria da Graça', 'da Silva MG'],
    ['Silva, João, Jr.', 'Silva J Jr'],
    ['  Gili ,  Juan   A. ', 'Gili JA'],
    ['Grupo de Trabajo RENAC', 'Grupo de Trabajo RENAC'],
    ['Castilla EE', 'Castilla EE'],
    ['Orioli,', 'Orioli'],
  ])('%s → %s', (name, expected) => {
    expect(vancouverName(name)).toBe(expected)
  })
})

describe('familyName', () => {
  it('is the part before the comma, or the first word without one', () => {
    expect(familyName('Castilla, Eduardo E.')).toBe('Castilla')
    expect(familyName('López Camelo, Jorge S.')).toBe('López Camelo')
    expect(familyName('Castilla EE')).toBe('Castilla')
  })
})

describe('formatCitation', () => {
  it('writes a journal article in the Vancouver style', () => {
    expect(
      formatCitation({
        id: 1,
        type: 'article',
        authors: authors('Castilla, Eduardo E.', 'Orioli, Iêda M.'),
        title: 'ECLAMC: The Latin-American Collaborative Study of Congenital Malformations',
        journal: 'Community Genet',
        year: 2004,
        volume: '7(2-3)',
        pages: '76-94',
        doi: '10.1159/000080776',
      }),
    ).toBe(
      'Castilla EE, Orioli IM. ECLAMC: The Latin-American Collaborative Study of Congenital Malformations. Community Genet. 2004;7(2-3):76-94.',
    )
  })

  it('keeps a group author as written, after the people', () => {
    expect(
      formatCitation({
        id: 2,
        authors: authors(
          'Groisman, Boris',
          'Bidondo, María Paz',
          'Barbero, Pablo',
          'Gili, Juan A.',
          'Liascovich, Rosa',
          'Grupo de Trabajo RENAC',
        ),
        title: 'RENAC: Registro Nacional de Anomalías Congénitas de Argentina',
        journal: 'Arch Argent Pediatr',
        year: 2013,
        volume: '111(6)',
        pages: '484-494',
      }),
    ).toBe(
      'Groisman B, Bidondo MP, Barbero P, Gili JA, Liascovich R, Grupo de Trabajo RENAC. RENAC: Registro Nacional de Anomalías Congénitas de Argentina. Arch Argent Pediatr. 2013;111(6):484-494.',
    )
  })

  it('lists six authors, then "et al."', () => {
    const seven = authors('A, Ana', 'B, Bia', 'C, Caio', 'D, Davi', 'E, Eva', 'F, Fabio', 'G, Gil')
    expect(formatCitation({ id: 3, authors: seven, title: 'T', journal: 'J', year: 2020 })).toBe(
      'A A, B B, C C, D D, E E, F F, et al. T. J. 2020.',
    )
  })

  it('does not add a full stop after a title that ends a sentence', () => {
    expect(
      formatCitation({ id: 4, authors: authors('Lee, Ann'), title: 'Why registries?', year: 2021 }),
    ).toBe('Lee A. Why registries? 2021.')
  })

  it('writes what there is of the journal, year, volume and pages', () => {
    const base: PublicationRecord = { id: 5, title: 'Title', journal: 'J' }
    expect(formatCitation({ ...base, year: 2020, pages: 'e123' })).toBe('Title. J. 2020:e123.')
    expect(formatCitation({ ...base, volume: '12' })).toBe('Title. J. 12.')
    expect(formatCitation({ ...base, journal: null, year: 2020, volume: '12', pages: '1-5' })).toBe(
      'Title. 2020;12:1-5.',
    )
    expect(formatCitation(base)).toBe('Title. J.')
  })

  it('writes books, chapters, theses and reports with their publisher or book', () => {
    const common = { authors: authors('Souza, Maria'), year: 2019 }
    expect(
      formatCitation({ id: 6, type: 'book', title: 'Livro', journal: 'Editora X', ...common }),
    ).toBe('Souza M. Livro. Editora X; 2019.')
    expect(
      formatCitation({
        id: 7,
        type: 'chapter',
        title: 'Capítulo',
        journal: 'Livro maior',
        pages: '10-20',
        ...common,
      }),
    ).toBe('Souza M. Capítulo. In: Livro maior. 2019. p. 10-20.')
    expect(
      formatCitation({ id: 8, type: 'thesis', title: 'Tese', journal: 'UFRGS', ...common }),
    ).toBe('Souza M. Tese. UFRGS; 2019.')
    expect(
      formatCitation({ id: 9, type: 'report', title: 'Informe', volume: '3', ...common }),
    ).toBe('Souza M. Informe. 2019. Vol. 3.')
  })

  it('makes runs of spaces and line breaks in the fields one space', () => {
    expect(formatCitation({ id: 10, title: '  A\n  title\t', journal: ' J ', year: 2022 })).toBe(
      'A title. J. 2022.',
    )
  })

  it('gives the free-text citation as written when there is no title', () => {
    const citation = '  Relatório anual da rede,\n2019 (mimeo).  '
    expect(formatCitation({ id: 11, citation, year: 2019, authors: authors('X, Y') })).toBe(
      'Relatório anual da rede,\n2019 (mimeo).',
    )
    expect(formatCitation({ id: 12, title: '   ', citation: 'Texto livre.' })).toBe('Texto livre.')
    expect(formatCitation({ id: 13 })).toBe('')
  })
})
