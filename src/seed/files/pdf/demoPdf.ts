import { brandPalette } from '@/components/brand/palette'
import { drawBrandMark } from './brandMark'
import { demoChrome } from './demoChrome'
import type { DemoDocument, DemoSection } from './demoDocument'
import { PAGE_HEIGHT, PAGE_WIDTH, PageCanvas, type Color, type FontName } from './pageCanvas'
import { pdfFile } from './pdfFile'
import { textWidth, wrapText } from './textWidth'

/**
 * A demo document as a PDF: a cover with the network's mark, the title, a summary, the
 * demonstration notice and the contents, then the sections on as many A4 pages as they take,
 * each page marked as a demonstration in its header, footer and a light diagonal watermark.
 */

const MARGIN = 64
const WIDTH = PAGE_WIDTH - 2 * MARGIN
const BODY_TOP = PAGE_HEIGHT - 92
const BODY_BOTTOM = 84
const INDENT = 16

const colors = {
  ink: '#1e293b',
  muted: '#475569',
  faint: '#cbd5e1',
  watermark: '#eef2f6',
  band: brandPalette['brand-900'],
  heading: brandPalette['brand-700'],
  light: brandPalette['brand-200'],
  accent: brandPalette['accent-400'],
  noticeInk: '#92400e',
  noticeFill: '#fffbeb',
} satisfies Record<string, Color>

type Style = { font: FontName; size: number; color: Color; leading: number }
const body: Style = { font: 'regular', size: 10.5, color: colors.ink, leading: 15 }
const heading: Style = { font: 'bold', size: 13, color: colors.heading, leading: 17 }
const term: Style = { ...body, font: 'bold' }

/** The longest start of `text` that fits `width`, with an ellipsis when cut. */
function fit(text: string, width: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text
  let cut = text
  while (cut && textWidth(`${cut}…`, size, bold) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Fills body pages from the top down, opening a new page when the next lines do not fit. */
class BodyFlow {
  readonly pages: PageCanvas[] = []
  private y = 0

  constructor(private readonly watermark: string) {
    this.newPage()
  }

  private get page(): PageCanvas {
    return this.pages[this.pages.length - 1]!
  }

  get pageIndex(): number {
    return this.pages.length - 1
  }

  private newPage(): void {
    const page = new PageCanvas()
    // Drawn first, so the text lies over it.
    const size = 60
    const angle = 40
    const width = textWidth(this.watermark, size, true)
    const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)]
    // Centred on the page: half the width back along the baseline, half the capitals' height
    // across it.
    page.text(
      PAGE_WIDTH / 2 - (cos * width) / 2 + sin * size * 0.35,
      PAGE_HEIGHT / 2 - (sin * width) / 2 - cos * size * 0.35,
      this.watermark,
      { font: 'bold', size, color: colors.watermark, angle },
    )
    this.pages.push(page)
    this.y = BODY_TOP
  }

  /** Continues on a new page, unless this one is still empty. */
  pageBreak(): void {
    if (this.y < BODY_TOP) this.newPage()
  }

  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.y - height < BODY_BOTTOM && this.y < BODY_TOP) this.newPage()
  }

  space(points: number): void {
    this.y -= points
  }

  lines(lines: string[], style: Style, x = MARGIN): void {
    for (const line of lines) {
      this.keep(style.leading)
      this.y -= style.leading
      this.page.text(x, this.y + 4, line, style)
    }
  }

  bullet(text: string): void {
    const lines = wrapText(text, WIDTH - INDENT, body.size)
    this.keep(body.leading)
    this.page.text(MARGIN + 4, this.y - body.leading + 4, '•', body)
    this.lines(lines, body, MARGIN + INDENT)
  }
}

const numbered = (section: DemoSection, number: number | null) =>
  number === null ? section.heading : `${number}. ${section.heading}`

/** Lays out a section; returns the index of the body page its heading is on. */
function layoutSection(flow: BodyFlow, section: DemoSection, number: number | null): number {
  const title = wrapText(numbered(section, number), WIDTH, heading.size, true)
  // A heading never ends a page: it keeps two lines of its text with it.
  flow.keep(14 + title.length * heading.leading + 6 + 2 * body.leading)
  const page = flow.pageIndex
  flow.space(14)
  flow.lines(title, heading)
  flow.space(6)
  for (const paragraph of section.paragraphs ?? []) {
    flow.lines(wrapText(paragraph, WIDTH, body.size), body)
    flow.space(7)
  }
  for (const item of section.items ?? []) {
    flow.bullet(item)
    flow.space(3)
  }
  if (section.items?.length && section.terms?.length) flow.space(6)
  for (const [name, explanation] of section.terms ?? []) {
    flow.keep(2 * body.leading)
    flow.lines(wrapText(name, WIDTH, term.size, true), term)
    flow.lines(wrapText(explanation, WIDTH - INDENT, body.size), body, MARGIN + INDENT)
    flow.space(5)
  }
  return page
}

/** The closing page every demo document has: what it is, in its own language. */
function aboutSection(doc: DemoDocument): DemoSection {
  const about = demoChrome.about
  const lang = doc.language
  return {
    heading: about.heading[lang],
    paragraphs: [about.intro[lang], about.history[lang]],
    terms: [
      [about.title[lang], doc.title],
      [about.kind[lang], doc.kind],
      [about.language[lang], about.languageName[lang]],
      ...(doc.subtitle ? [[about.edition[lang], doc.subtitle] as [string, string]] : []),
      [about.keeper[lang], about.keeperValue[lang]],
      [about.status[lang], about.statusValue[lang]],
      [demoChrome.badge[lang], demoChrome.notice[lang]],
    ],
  }
}

function drawPageFrame(page: PageCanvas, doc: DemoDocument, number: number, total: number) {
  const lang = doc.language
  const small = { size: 8.5, color: colors.muted } as const
  const badge = demoChrome.badge[lang]
  const badgeWidth = textWidth(badge, 8.5, true)
  page.text(MARGIN, PAGE_HEIGHT - 48, fit(`ReLAMC — ${doc.title}`, WIDTH - badgeWidth - 24, 8.5), {
    font: 'regular',
    ...small,
  })
  page.text(PAGE_WIDTH - MARGIN - badgeWidth, PAGE_HEIGHT - 48, badge, {
    font: 'bold',
    size: 8.5,
    color: colors.noticeInk,
  })
  page.line(MARGIN, PAGE_HEIGHT - 58, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 58, colors.faint)
  drawFooter(page, doc, number, total)
}

function drawFooter(page: PageCanvas, doc: DemoDocument, number: number, total: number) {
  const lang = doc.language
  const pageLabel = `${demoChrome.page[lang]} ${number} ${demoChrome.of[lang]} ${total}`
  page.line(MARGIN, 64, PAGE_WIDTH - MARGIN, 64, colors.faint)
  page.text(MARGIN, 48, demoChrome.footer[lang], {
    font: 'italic',
    size: 8.5,
    color: colors.muted,
  })
  page.text(PAGE_WIDTH - MARGIN - textWidth(pageLabel, 8.5), 48, pageLabel, {
    font: 'regular',
    size: 8.5,
    color: colors.muted,
  })
}

function drawCover(
  doc: DemoDocument,
  contents: string[],
  sectionPages: number[],
  total: number,
): PageCanvas {
  const lang = doc.language
  const page = new PageCanvas()
  const bandBottom = PAGE_HEIGHT - 300
  page.rect(0, bandBottom, PAGE_WIDTH, 300, colors.band)
  page.rect(0, bandBottom, PAGE_WIDTH, 6, colors.accent)
  drawBrandMark(page, PAGE_WIDTH - MARGIN - 160, PAGE_HEIGHT - 56, 160)
  page.text(MARGIN, PAGE_HEIGHT - 100, 'ReLAMC', { font: 'bold', size: 30, color: '#ffffff' })
  let y = PAGE_HEIGHT - 122
  for (const line of wrapText(demoChrome.networkName[lang], 260, 10.5)) {
    page.text(MARGIN, y, line, { font: 'regular', size: 10.5, color: colors.light })
    y -= 14
  }
  page.text(MARGIN, bandBottom + 40, doc.kind.toUpperCase(), {
    font: 'bold',
    size: 11,
    color: colors.accent,
  })

  y = bandBottom - 58
  for (const line of wrapText(doc.title, WIDTH, 24, true)) {
    page.text(MARGIN, y, line, { font: 'bold', size: 24, color: colors.band })
    y -= 30
  }
  if (doc.subtitle) {
    page.text(MARGIN, y - 2, doc.subtitle, { font: 'regular', size: 12, color: colors.muted })
    y -= 28
  }
  y -= 6
  for (const line of wrapText(doc.summary, WIDTH, 11)) {
    page.text(MARGIN, y, line, { font: 'regular', size: 11, color: colors.ink })
    y -= 16
  }

  // The demonstration notice, in a box with an accent edge.
  const notice = wrapText(demoChrome.notice[lang], WIDTH - 28, 9.5)
  const boxHeight = 34 + notice.length * 13
  y -= 10
  page.rect(MARGIN, y - boxHeight, WIDTH, boxHeight, colors.noticeFill)
  page.rect(MARGIN, y - boxHeight, 4, boxHeight, colors.accent)
  page.text(MARGIN + 16, y - 18, demoChrome.badge[lang], {
    font: 'bold',
    size: 9.5,
    color: colors.noticeInk,
  })
  notice.forEach((line, index) =>
    page.text(MARGIN + 16, y - 33 - index * 13, line, {
      font: 'regular',
      size: 9.5,
      color: colors.noticeInk,
    }),
  )
  y -= boxHeight + 32

  page.text(MARGIN, y, demoChrome.contents[lang], { font: 'bold', size: 11, color: colors.heading })
  y -= 8
  contents.forEach((heading, index) => {
    if (y < 110) return
    const number = String(sectionPages[index]! + 2)
    const label = fit(heading, WIDTH - 40, 10)
    y -= 17
    page.text(MARGIN, y, label, { font: 'regular', size: 10, color: colors.ink })
    page.text(PAGE_WIDTH - MARGIN - textWidth(number, 10), y, number, {
      font: 'regular',
      size: 10,
      color: colors.ink,
    })
    page.line(MARGIN, y - 5, PAGE_WIDTH - MARGIN, y - 5, '#e2e8f0', 0.5)
  })
  drawFooter(page, doc, 1, total)
  return page
}

/** The demo document as a PDF file, in its own language. */
export function makeDemoPdf(doc: DemoDocument): Buffer {
  const flow = new BodyFlow(demoChrome.watermark[doc.language])
  const sectionPages = doc.sections.map((section, index) => layoutSection(flow, section, index + 1))
  flow.pageBreak()
  const about = aboutSection(doc)
  sectionPages.push(layoutSection(flow, about, null))
  const contents = [
    ...doc.sections.map((section, index) => numbered(section, index + 1)),
    about.heading,
  ]
  const total = flow.pages.length + 1
  const cover = drawCover(doc, contents, sectionPages, total)
  flow.pages.forEach((page, index) => drawPageFrame(page, doc, index + 2, total))
  return pdfFile(
    [cover, ...flow.pages].map((page) => page.content()),
    {
      title: doc.title,
      author: demoChrome.networkName[doc.language],
      subject: demoChrome.badge[doc.language],
      language: demoChrome.languageTag[doc.language],
    },
  )
}
