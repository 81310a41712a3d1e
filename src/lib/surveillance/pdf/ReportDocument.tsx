import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Locale } from '@/i18n/locales'
import type { ReportContent } from '../present/reportContent'
import { pdfText } from './pdfText'
import { ReportChartsPage } from './ReportChartsPage'

/** What the PDF says around the report itself, in the reader's language. */
export interface ReportPdfText {
  /** The network's name, on top of every page. */
  network: string
  /** The kind of document: "Semiannual report". */
  title: string
  /** What the report holds and how it is computed. */
  intro: string
  /** When and from what it was made. */
  generated: string
  /** "Page 2 of 3". */
  page: (page: number, total: number) => string
  /** Said where an anomaly's chart cannot be drawn (its analysis could not be run). */
  notAvailable: string
}

/** Widths of the table's columns, anomaly first; they add up to 100%. */
const COLUMNS = ['22%', '9%', '7%', '13%', '11%', '8%', '15%', '15%']

const ink = '#1e293b'
const muted = '#475569'
const rule = '#94a3b8'
/**
 * The body text, set on each text with its size: react-pdf (4.9) reads a line
 * height against the text's own size, not the one it inherits, and a line
 * height the footer inherits drops the footer with its page numbers.
 */
const body = { fontSize: 8.5, lineHeight: 1.35 }

const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 8.5,
    color: ink,
    paddingTop: 30,
    paddingBottom: 42,
    paddingHorizontal: 32,
  },
  top: { fontSize: 8, color: muted, marginBottom: 6 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 16, lineHeight: 1.3, marginBottom: 6 },
  generated: { fontSize: 8, color: muted, marginBottom: 8 },
  paragraph: { ...body, marginBottom: 8 },
  text: body,
  demo: {
    ...body,
    fontFamily: 'Helvetica-Bold',
    borderWidth: 1,
    borderColor: ink,
    padding: 6,
    marginBottom: 10,
  },
  attention: {
    borderWidth: 1.5,
    borderColor: '#b45309',
    backgroundColor: '#fffbeb',
    padding: 8,
    marginBottom: 12,
  },
  subheading: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginBottom: 4 },
  item: { flexDirection: 'row', marginBottom: 2 },
  bullet: { width: 10 },
  itemText: { ...body, flex: 1 },
  caption: { fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  table: { borderTopWidth: 1, borderColor: rule, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: rule },
  headRow: { backgroundColor: '#e2e8f0', borderBottomWidth: 1 },
  cell: { ...body, paddingVertical: 3, paddingHorizontal: 3 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  rowHead: { fontFamily: 'Helvetica-Bold' },
  footer: {
    position: 'absolute',
    bottom: 18,
    left: 32,
    right: 32,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: muted,
  },
})

function TableRow({ cells, head = false }: { cells: string[]; head?: boolean }) {
  return (
    <View style={head ? [styles.row, styles.headRow] : styles.row} wrap={false} fixed={head}>
      {cells.map((cell, index) => (
        <Text
          key={index}
          wrap={false}
          style={[
            styles.cell,
            { width: COLUMNS[index] },
            ...(head ? [styles.headCell] : index === 0 ? [styles.rowHead] : []),
          ]}
        >
          {pdfText(cell)}
        </Text>
      ))}
    </View>
  )
}

/** The foot of every page: the report, and the page's number among all of the file's pages. */
function Footer({ text, heading }: { text: ReportPdfText; heading: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{pdfText(`${text.network} · ${heading}`)}</Text>
      <Text
        render={({ pageNumber, totalPages }) =>
          pdfText(text.page(pageNumber, totalPages ?? pageNumber))
        }
      />
    </View>
  )
}

/**
 * The semiannual report as a PDF document (A4, landscape): the same content
 * as the page, with the network, the date it was made and page numbers.
 */
export function ReportDocument({
  content,
  text,
  locale,
}: {
  content: ReportContent
  text: ReportPdfText
  locale: Locale
}) {
  const { attention, table, missing } = content
  return (
    <Document
      title={pdfText(`${text.title} — ${content.heading}`)}
      author={pdfText(text.network)}
      subject={pdfText(text.title)}
      creator={pdfText(text.network)}
      producer={pdfText(text.network)}
      language={locale}
    >
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Text style={styles.top}>{pdfText(`${text.network} · ${text.title}`)}</Text>
        <Text style={styles.heading}>{pdfText(content.heading)}</Text>
        <Text style={styles.generated}>{pdfText(text.generated)}</Text>
        {content.demo && <Text style={styles.demo}>{pdfText(content.demo)}</Text>}
        <Text style={styles.paragraph}>{pdfText(text.intro)}</Text>
        {content.empty !== null ? (
          <Text style={styles.paragraph}>{pdfText(content.empty)}</Text>
        ) : (
          <>
            <View style={styles.attention}>
              <Text style={styles.subheading}>{pdfText(attention.title)}</Text>
              {attention.items.length === 0 ? (
                <Text style={styles.text}>{pdfText(attention.none)}</Text>
              ) : (
                attention.items.map((item) => (
                  <View key={item} style={styles.item}>
                    <Text style={styles.bullet}>•</Text>
                    <Text style={styles.itemText}>{pdfText(item)}</Text>
                  </View>
                ))
              )}
              <Text style={styles.text}>{pdfText(attention.method)}</Text>
            </View>
            <Text style={styles.caption} minPresenceAhead={40}>
              {pdfText(table.caption)}
            </Text>
            <View style={styles.table}>
              <TableRow cells={table.columns} head />
              {table.rows.map((row) => (
                <TableRow key={row.malformation} cells={[row.anomaly, ...row.cells]} />
              ))}
            </View>
            <Text style={styles.subheading} minPresenceAhead={24}>
              {pdfText(missing.title)}
            </Text>
            <Text style={styles.text}>{pdfText(missing.text)}</Text>
            {content.denominators && (
              <Text style={styles.text}>{pdfText(content.denominators)}</Text>
            )}
            {content.detectable && content.detectable.items.length > 0 && (
              <>
                <Text style={styles.subheading} minPresenceAhead={24}>
                  {pdfText(content.detectable.title)}
                </Text>
                <Text style={styles.text}>{pdfText(content.detectable.intro)}</Text>
                {content.detectable.items.map((item) => (
                  <Text key={item} style={styles.text}>
                    {pdfText(item)}
                  </Text>
                ))}
              </>
            )}
          </>
        )}
        <Footer text={text} heading={content.heading} />
      </Page>
      {/* Each anomaly's charts on a page of its own, laid out on its own: as pages broken off
          one long page, every break laid out all the charts after it again. */}
      {content.empty === null &&
        content.charts.map((charts) => (
          <Page key={charts.malformation} size="A4" orientation="landscape" style={styles.page}>
            <ReportChartsPage charts={charts} locale={locale} notAvailable={text.notAvailable} />
            <Footer text={text} heading={content.heading} />
          </Page>
        ))}
    </Document>
  )
}
