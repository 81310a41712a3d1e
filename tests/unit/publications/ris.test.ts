import { describe, expect, it } from 'vitest'
import { risRecord, toRis } from '@/lib/publications/ris'

describe('risRecord', () => {
  it('writes an article as tagged lines ending with CRLF, closed by ER', () => {
    expect(
      risRecord({
        id: 7,
        type: 'article',
        authors: [{ name: 'Castilla, Eduardo E.' }, { name: 'Orioli, Iêda M.' }],
        title: 'ECLAMC: The Latin-American Collaborative Study of Congenital Malformations',
        journal: 'Community Genet',
        year: 2004,
        volume: '7(2-3)',
        pages: '76-94',
        doi: '10.1159/000080776',
        pmid: '15539822',
        link: 'https://example.org/eclamc',
        pdfUrl: 'https://site.example/api/media/file/eclamc.pdf',
      }),
    ).toBe(
      [
        'TY  - JOUR',
        'AU  - Castilla, Eduardo E.',
        'AU  - Orioli, Iêda M.',
        'TI  - ECLAMC: The Latin-American Collaborative Study of Congenital Malformations',
        'T2  - Community Genet',
        'PY  - 2004',
        'VL  - 7',
        'IS  - 2-3',
        'SP  - 76',
        'EP  - 94',
        'DO  - 10.1159/000080776',
        'AN  - 15539822',
        'UR  - https://example.org/eclamc',
        'L1  - https://site.example/api/media/file/eclamc.pdf',
        'ER  - ',
        '',
      ].join('\r\n'),
    )
  })

  it('gives each type its RIS type and source tag', () => {
    const of = (type: 'book' | 'chapter' | 'thesis' | 'report' | 'other') =>
      risRecord({ id: 1, type, title: 'T', journal: 'Source', pages: 'e1–e8' })
    expect(of('book')).toMatch(/^TY {2}- BOOK\r\n[^]*PB {2}- Source\r\n/)
    expect(of('chapter')).toMatch(/^TY {2}- CHAP\r\n[^]*T2 {2}- Source\r\n/)
    expect(of('thesis')).toMatch(/^TY {2}- THES\r\n[^]*PB {2}- Source\r\n/)
    expect(of('report')).toMatch(/^TY {2}- RPRT\r\n/)
    expect(of('other')).toMatch(/^TY {2}- GEN\r\n/)
    expect(of('book')).toContain('SP  - e1\r\nEP  - e8\r\n')
  })

  it('makes a free-text citation a GEN record titled with the citation', () => {
    expect(risRecord({ id: 2, citation: 'Relatório\nanual.', year: 2019 })).toBe(
      'TY  - GEN\r\nTI  - Relatório anual.\r\nPY  - 2019\r\nER  - \r\n',
    )
  })

  it('keeps every value on its line, so no value can start a tag', () => {
    const record = risRecord({ id: 3, title: 'A\r\nER  - \nTY  - JOUR', citation: null })
    expect(record.match(/^ER {2}- /gm)).toHaveLength(1)
    expect(record.match(/^TY {2}- /gm)).toHaveLength(1)
    expect(record).toContain('TI  - A ER - TY - JOUR\r\n')
  })
})

describe('toRis', () => {
  it('writes one record per publication', () => {
    const file = toRis([
      { id: 1, title: 'One' },
      { id: 2, citation: 'Two' },
    ])
    expect(file.match(/^TY {2}- /gm)).toHaveLength(2)
    expect(file.match(/^ER {2}- \r$/gm)).toHaveLength(2)
    expect(toRis([])).toBe('')
  })
})
