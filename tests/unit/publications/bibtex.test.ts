import { describe, expect, it } from 'vitest'
import { bibtexEntry, citeKey, escapeBibtex, toBibtex } from '@/lib/publications/bibtex'
import type { PublicationRecord } from '@/lib/publications/record'

const eclamc: PublicationRecord = {
  id: 7,
  type: 'article',
  authors: [{ name: 'Castilla, Eduardo E.' }, { name: 'Orioli, Iêda M.' }],
  title: 'ECLAMC: The Latin-American Collaborative Study of Congenital Malformations',
  journal: 'Community Genet',
  year: 2004,
  volume: '7(2-3)',
  pages: '76-94',
  doi: '10.1159/000080776',
}

describe('escapeBibtex', () => {
  it("escapes LaTeX's special characters and keeps braces balanced", () => {
    expect(escapeBibtex('50% & $x_1$ {a} #1 ~ ^ \\')).toBe(
      '50\\% \\& \\$x\\_1\\$ \\{a\\} \\#1 \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    )
  })

  it('keeps accented letters and makes line breaks spaces', () => {
    expect(escapeBibtex('Anomalías\r\n  congênitas')).toBe('Anomalías congênitas')
  })
})

describe('citeKey', () => {
  it('is the first family name without accents, the year and the id', () => {
    expect(citeKey(eclamc)).toBe('castilla2004-7')
    expect(citeKey({ id: 3, authors: [{ name: 'Núñez-Peña, José' }], year: 2010 })).toBe(
      'nunezpena2010-3',
    )
    expect(citeKey({ id: 4, citation: 'Texto livre' })).toBe('publication-4')
  })
})

describe('bibtexEntry', () => {
  it('writes an article with volume and issue apart and a page range', () => {
    expect(bibtexEntry(eclamc)).toBe(
      [
        '@article{castilla2004-7,',
        '  author = {Castilla, Eduardo E. and Orioli, Iêda M.},',
        '  title = {ECLAMC: The Latin-American Collaborative Study of Congenital Malformations},',
        '  journal = {Community Genet},',
        '  year = {2004},',
        '  volume = {7},',
        '  number = {2-3},',
        '  pages = {76--94},',
        '  doi = {10.1159/000080776}',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('puts a group author in braces and adds PMID, link and PDF', () => {
    const entry = bibtexEntry({
      id: 9,
      authors: [{ name: 'Liascovich, Rosa' }, { name: 'Grupo de Trabajo RENAC & co' }],
      title: 'T',
      pmid: '24196763',
      link: 'https://example.org/a b{c}',
      pdfUrl: 'https://site.example/api/media/file/p.pdf',
    })
    expect(entry).toContain('  author = {Liascovich, Rosa and {Grupo de Trabajo RENAC \\& co}},\n')
    expect(entry).toContain('  pmid = {24196763},\n')
    expect(entry).toContain('  url = {https://example.org/a%20b%7Bc%7D}\n')
  })

  it('writes each type as its BibTeX entry with its source field', () => {
    const of = (type: PublicationRecord['type']) =>
      bibtexEntry({ id: 1, type, title: 'T', journal: 'Source', volume: '4', year: 2001 })
    expect(of('book')).toMatch(/^@book\{[^]*publisher = \{Source\}/)
    expect(of('chapter')).toMatch(/^@incollection\{[^]*booktitle = \{Source\}/)
    expect(of('thesis')).toMatch(/^@phdthesis\{[^]*school = \{Source\},\n {2}type = \{Thesis\}/)
    expect(of('report')).toMatch(/^@techreport\{[^]*institution = \{Source\}[^]*number = \{4\}/)
    expect(of('report')).not.toContain('volume')
    expect(of('other')).toMatch(/^@misc\{[^]*howpublished = \{Source\}/)
  })

  it('makes a free-text citation a @misc titled with the whole citation', () => {
    expect(
      bibtexEntry({
        id: 12,
        citation: '[Demo] Autor A. Um artigo. Rev X. 2020;1:1–2.',
        year: 2020,
        link: 'https://pubmed.ncbi.nlm.nih.gov/?term=x',
      }),
    ).toBe(
      [
        '@misc{publication2020-12,',
        '  title = {[Demo] Autor A. Um artigo. Rev X. 2020;1:1–2.},',
        '  year = {2020},',
        '  url = {https://pubmed.ncbi.nlm.nih.gov/?term=x}',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('cannot be broken out of by a value', () => {
    const entry = bibtexEntry({ id: 1, title: 'A}\n@misc{evil, title = {x}\n' })
    expect(entry.match(/^@/gm)).toHaveLength(1)
    expect(entry).toContain('title = {A\\} @misc\\{evil, title = \\{x\\}}')
  })
})

describe('toBibtex', () => {
  it('separates the entries with a blank line', () => {
    const file = toBibtex([eclamc, { id: 8, citation: 'Outro.' }])
    expect(file.split('\n\n')).toHaveLength(2)
    expect(file.match(/^@\w+\{/gm)).toEqual(['@article{', '@misc{'])
    expect(toBibtex([])).toBe('')
  })
})
