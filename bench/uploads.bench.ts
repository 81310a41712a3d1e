// Rejection of hostile uploads: how long readTable takes to refuse a zip bomb and a file of a
// million short lines, and how much the process's memory grows meanwhile, beside a real workbook.
// `npm run bench uploads`
import { readTable } from '@/lib/surveillance/input/table/readTable'
import { xlsxFile } from '../tests/unit/surveillance/xlsx'
import { workbookBomb } from '../tests/unit/surveillance/zipBombs'
import { measure } from './measure'

const MB = 1024 * 1024
const bomb = await workbookBomb(200)
const shortLines = new TextEncoder().encode(`a;b\n${'1;\n'.repeat(1_000_000)}`.slice(0, 2 * MB - 1))
const rows: (string | number)[][] = [['registry_code', 'malformation_number', 'births', 'observed']]
for (let line = 0; line < 2000; line++) rows.push(['AR-RENAC', (line % 40) + 1, 12000, line % 9])
const real = await xlsxFile(rows)

console.log(`zip bomb: ${(bomb.byteLength / 1024).toFixed(0)} KB on disk, 200 MB unpacked`)
for (const [label, data, name] of [
  ['real 2,000-row workbook (accepted)', real, 'real.xlsx'],
  ['zip bomb (refused)', bomb, 'bomb.xlsx'],
  ['CSV of a million short lines (refused)', shortLines, 'lines.csv'],
] as const) {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  await measure(label, () => readTable(data, name), 20)
  clearInterval(sample)
  console.log(`${''.padEnd(48)} RSS growth at peak ${((peak - before) / MB).toFixed(1)} MB`)
}
