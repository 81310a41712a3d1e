import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Locale } from '@/i18n/locales'
import type { YearSummaryContent } from '../signals/yearSummaryContent'
import { pdfText } from './pdfText'

const ink = '#1e293b'
const muted = '#475569'
const rule = '#94a3b8'
// As in ReportDocument: each text sets its own line height with its size.
const body = { fontSize: 8.5, lineHeight: 1.35 }
const DETAIL_COLUMNS = ['12%', '26%', '18%', '14%', '12%', '18%']

const styles = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 8.5, color: ink, padding: 32, paddingBottom: 42 },
  top: { fontSize: 8, color: muted, marginBottom: 6 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 16, lineHeight: 1.3, marginBottom: 6 },
  generated: { fontSize: 8, color: muted, marginBottom: 8 },
  paragraph: { ...body, marginBottom: 8 },
  subheading: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginBottom: 4, marginTop: 6 },
  table: { borderTopWidth: 1, borderColor: rule, marginBottom: 10 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: rule },
  headRow: { backgroundColor: '#e2e8f0', borderBottomWidth: 1 },
  cell: { ...body, paddingVertical: 3, paddingHorizontal: 3 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  note: { ...body, color: muted, paddingHorizontal: 3, paddingBottom: 3 },
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

function Row({
  cells,
  widths,
  head = false,
}: {
  cells: string[]
  widths: string[]
  head?: boolean
}) {
  return (
    <View style={head ? [styles.row, styles.headRow] : styles.row} wrap={false} fixed={head}>
      {cells.map((cell, index) => (
        <Text
          key={index}
          style={[styles.cell, { width: widths[index] }, ...(head ? [styles.headCell] : [])]}
        >
          {pdfText(cell)}
        </Text>
      ))}
    </View>
  )
}

/**
 * The yearly monitoring summary as a PDF (A4): the year's signals by conclusion, then, for the
 * office and the registries' members, each signal they may read with its follow-up.
 */
export function SignalSummaryDocument({
  content,
  network,
  generated,
  page,
  locale,
}: {
  content: YearSummaryContent
  network: string
  generated: string
  page: (page: number, total: number) => string
  locale: Locale
}) {
  const countWidths = content.countsColumns.map(() => `${100 / content.countsColumns.length}%`)
  return (
    <Document
      title={pdfText(content.heading)}
      author={pdfText(network)}
      creator={pdfText(network)}
      producer={pdfText(network)}
      language={locale}
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.top}>{pdfText(network)}</Text>
        <Text style={styles.heading}>{pdfText(content.heading)}</Text>
        <Text style={styles.generated}>{pdfText(generated)}</Text>
        <Text style={styles.paragraph}>{pdfText(content.intro)}</Text>
        <Text style={styles.subheading}>{pdfText(content.countsCaption)}</Text>
        <View style={styles.table}>
          <Row cells={content.countsColumns} widths={countWidths} head />
          <Row cells={content.countsCells} widths={countWidths} />
        </View>
        {content.withheldNote && (
          <Text style={styles.paragraph}>{pdfText(content.withheldNote)}</Text>
        )}
        <Text style={styles.subheading} minPresenceAhead={24}>
          {pdfText(content.detailsTitle)}
        </Text>
        <Text style={styles.paragraph}>{pdfText(content.detailsNote)}</Text>
        {content.details !== null &&
          (content.details.length === 0 ? (
            <Text style={styles.paragraph}>{pdfText(content.noSignals)}</Text>
          ) : (
            <View style={styles.table}>
              <Row cells={content.detailColumns} widths={DETAIL_COLUMNS} head />
              {content.details.map((signal) => (
                <View key={signal.id} wrap={false}>
                  <Row cells={signal.cells} widths={DETAIL_COLUMNS} />
                  {signal.notes.map((note, index) => (
                    <Text key={index} style={styles.note}>
                      {pdfText(note)}
                    </Text>
                  ))}
                </View>
              ))}
            </View>
          ))}
        <View style={styles.footer} fixed>
          <Text>{pdfText(`${network} · ${content.heading}`)}</Text>
          <Text
            render={({ pageNumber, totalPages }) =>
              pdfText(page(pageNumber, totalPages ?? pageNumber))
            }
          />
        </View>
      </Page>
    </Document>
  )
}
