'use client'

import { useSyncExternalStore } from 'react'
import { pngOf, saveFile, standaloneSvg } from './chartFile'

/** The buttons' words, translated on the server: the browser gets these, not the catalogue. */
export type DownloadLabels = {
  label: string
  svg: string
  png: string
  svgLabel: string
  pngLabel: string
}

const noSubscription = () => () => {}

/**
 * Buttons that save a chart as an SVG or a PNG file, drawn from the chart on the page (the same
 * drawing, in the page's language). They need JavaScript, so they appear only once it runs.
 */
export function ChartDownloads({
  chartId,
  name,
  labels,
}: {
  chartId: string
  name: string
  labels: DownloadLabels
}) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!scripted) return null

  const save = async (format: 'svg' | 'png') => {
    const element = document.querySelector<SVGSVGElement>(`#${CSS.escape(chartId)} > svg`)
    if (!element) return
    const file = standaloneSvg(element)
    const blob =
      format === 'svg' ? new Blob([file.text], { type: 'image/svg+xml' }) : await pngOf(file)
    saveFile(blob, `${name}.${format}`)
  }

  return (
    <div role="group" aria-label={labels.label} className="mt-1 flex gap-2 text-sm print:hidden">
      <span className="text-slate-700">{labels.label}:</span>
      {(['svg', 'png'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="link"
          aria-label={labels[`${format}Label`]}
          onClick={() => void save(format)}
        >
          {labels[format]}
        </button>
      ))}
    </div>
  )
}
