import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer'
import { createElement, type ReactElement } from 'react'
import { EndemicChannelChart, ScanChart, TrendChart } from '@/components/charts'
import type { LegendItem } from '@/components/charts/ChartLegend'
import type { Locale } from '@/i18n/locales'
import type { ReportCharts } from '../present/reportCharts'
import { chartToPdf } from './chartToPdf'
import { pdfText } from './pdfText'

/** Width of one chart: two side by side across an A4 landscape page's text width. */
const CHART_WIDTH = 380

const ink = '#1e293b'
const muted = '#475569'

/** A legend's mark, drawn small: a filled box, a line or a dashed line. */
function Swatch({ colour, shape = 'band' }: LegendItem) {
  return (
    <Svg width={14} height={8} viewBox="0 0 20 12">
      {shape === 'line' || shape === 'dashed' ? (
        <Line
          x1={1}
          x2={19}
          y1={6}
          y2={6}
          stroke={colour}
          strokeWidth={2.5}
          strokeDasharray={shape === 'dashed' ? '4 3' : undefined}
        />
      ) : (
        <Rect x={1} y={1} width={18} height={10} fill={colour} stroke="#64748b" strokeWidth={0.5} />
      )}
    </Svg>
  )
}

/** One chart with its title above and its legend below. */
function Chart({ chart }: { chart: ReactElement }) {
  const { title, legend, drawing } = chartToPdf(chart, CHART_WIDTH)
  return (
    <View style={{ width: CHART_WIDTH }} wrap={false}>
      <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 8.5, marginBottom: 2 }}>
        {pdfText(title)}
      </Text>
      {drawing}
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 2 }}>
        {legend.map((item) => (
          <View
            key={item.label}
            style={{ flexDirection: 'row', alignItems: 'center', marginRight: 8 }}
          >
            <Swatch {...item} />
            <Text style={{ fontSize: 7, color: muted, marginLeft: 3 }}>{pdfText(item.label)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function NotAvailable({ text }: { text: string }) {
  return (
    <View style={{ width: CHART_WIDTH }}>
      <Text style={{ fontSize: 8.5, color: muted }}>{pdfText(text)}</Text>
    </View>
  )
}

/**
 * One anomaly's charts, the content of a page of their own: the yearly prevalence and the endemic channel
 * side by side, the scan's monthly cases under them; the same drawings as the site's charts.
 */
export function ReportChartsPage({
  charts,
  locale,
  notAvailable,
}: {
  charts: ReportCharts
  locale: Locale
  notAvailable: string
}) {
  const id = `report-${charts.malformation}`
  return (
    <View>
      <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 11, color: ink, marginBottom: 6 }}>
        {pdfText(charts.heading)}
      </Text>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 8 }}>
        {charts.trend ? (
          <Chart
            chart={createElement(TrendChart, { id: `${id}-trend`, locale, ...charts.trend })}
          />
        ) : (
          <NotAvailable text={notAvailable} />
        )}
        {charts.channel ? (
          <Chart
            chart={createElement(EndemicChannelChart, {
              id: `${id}-channel`,
              locale,
              ...charts.channel,
            })}
          />
        ) : (
          <NotAvailable text={notAvailable} />
        )}
      </View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        {charts.scan ? (
          <Chart chart={createElement(ScanChart, { id: `${id}-scan`, locale, ...charts.scan })} />
        ) : (
          <NotAvailable text={notAvailable} />
        )}
        {charts.channelNote ? <NotAvailable text={charts.channelNote} /> : <View />}
      </View>
    </View>
  )
}
