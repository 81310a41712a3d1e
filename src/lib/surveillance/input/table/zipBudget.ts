import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl'
import type { IssueCode } from '../issues'
import { checkDeadline, ReadingTooSlow, type Deadline } from './deadline'
import { rangeTagCells, MAX_EXPANDED_CELLS } from './sheetRanges'
import { XmlScan } from './xmlScan'

/** What an uploaded workbook may unpack to: far above any real template, far below a server's memory. */
export const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024
/** A workbook has a dozen parts; thousands mean something else. */
export const MAX_ZIP_ENTRIES = 1000
/** Elements open at once in any part: spreadsheets write fewer than ten. */
export const MAX_XML_DEPTH = 32
/** Characters a spreadsheet cell may hold (Excel's limit). */
export const MAX_CELL_CHARACTERS = 32_767
/** Bytes of one text or tag: a cell's longest text, each character written as an entity. */
const MAX_RUN_BYTES = MAX_CELL_CHARACTERS * 8

/** What a workbook's parts may hold, counted before the spreadsheet reader sees them. */
export interface WorkbookBounds {
  maxUnzippedBytes: number
  /** `<row>` elements of all sheets, empty ones included. */
  maxRowElements: number
  /** `<c>` elements of all sheets, and `<si>` texts of the shared strings. */
  maxCells: number
  deadline?: Deadline
}

/** A workbook refused for its shape, with the sheet line it was at when one is known. */
export interface WorkbookShapeProblem {
  code: IssueCode
  params: Record<string, number>
  line?: number
}

export type ZipBudget = 'ok' | 'tooLarge' | 'expands' | 'unreadable' | WorkbookShapeProblem

const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name)
const isXml = (name: string) => /\.(?:xml|rels|vml)$/i.test(name)
const rowNumber = /\sr\s*=\s*["'](\d+)["']/
/** The sheet elements counted, or read for the ranges exceljs would expand. */
const SHEET_ELEMENTS = ['row', 'c', 'mergeCell', 'dataValidation', 'col']

/**
 * Checks that an archive unpacks within the budget before any parser sees it: first the sizes
 * its directory declares, then the bytes actually inflated (yauzl stops a stream that outgrows
 * its declared size), so a zip bomb is refused after at most `maxUnzippedBytes` of work. Each
 * XML part is scanned as it inflates (xmlScan.ts), keeping nothing of it: its nesting and the
 * length of its texts, the rows and cells of its sheets and the texts of its shared strings
 * are counted and the archive refused at the first element past a bound, and no sheet may hold
 * ranges the spreadsheet reader would expand cell by cell (sheetRanges.ts).
 */
export async function checkZipBudget(
  data: Uint8Array,
  bounds: WorkbookBounds | number = MAX_UNZIPPED_BYTES,
): Promise<ZipBudget> {
  const limits: WorkbookBounds =
    typeof bounds === 'number'
      ? { maxUnzippedBytes: bounds, maxRowElements: Infinity, maxCells: Infinity }
      : bounds
  let zip: ZipFile
  try {
    zip = await fromBufferPromise(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    })
  } catch {
    return 'unreadable'
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) return 'tooLarge'
    // The whole directory first: a bomb declaring its size is refused without inflating a byte.
    const entries: Entry[] = []
    let declared = 0
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue
      declared += entry.uncompressedSize
      if (declared > limits.maxUnzippedBytes) return 'tooLarge'
      entries.push(entry)
    }
    const counts = { rows: 0, cells: 0, texts: 0, line: 0 }
    let inflated = 0
    for (const entry of entries) {
      const stream = await zip.openReadStreamPromise(entry)
      const scan = isXml(entry.fileName) ? partScan(entry.fileName, limits, counts) : null
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.byteLength
        const problem: ZipBudget | null =
          inflated > limits.maxUnzippedBytes ? 'tooLarge' : scan && scan(chunk)
        if (problem) {
          stream.destroy()
          return problem
        }
        checkDeadline(limits.deadline)
      }
    }
    return 'ok'
  } catch (error) {
    if (error instanceof ReadingTooSlow) throw error
    // A broken archive, or an entry inflating past the size it declared.
    return 'unreadable'
  } finally {
    zip.close()
  }
}

/** The scan of one XML part, adding its rows, cells and texts to the workbook's `counts`. */
function partScan(
  name: string,
  limits: WorkbookBounds,
  counts: { rows: number; cells: number; texts: number; line: number },
): (chunk: Buffer) => ZipBudget | null {
  const sheet = isSheet(name)
  const sharedStrings = /^xl\/sharedStrings\.xml$/i.test(name)
  let expanded = 0
  const located = (code: IssueCode, params: Record<string, number>): WorkbookShapeProblem =>
    sheet ? { code, params, line: counts.line } : { code, params }
  const names = sheet ? SHEET_ELEMENTS : sharedStrings ? ['si'] : []
  const scan = new XmlScan({ maxRun: MAX_RUN_BYTES, maxDepth: MAX_XML_DEPTH }, names, (tag) => {
    if (sharedStrings && tag.name === 'si' && ++counts.texts > limits.maxCells)
      return { code: 'workbookTooManyCells', params: { max: limits.maxCells } }
    if (!sheet) return null
    if (tag.name === 'row') {
      counts.rows++
      // A row without its number follows the one before it, as spreadsheets read it.
      counts.line = Number(rowNumber.exec(tag.text())?.[1] ?? counts.line + 1)
      if (counts.rows > limits.maxRowElements)
        return located('workbookTooManyRows', { max: limits.maxRowElements })
    } else if (tag.name === 'c') {
      if (++counts.cells > limits.maxCells)
        return located('workbookTooManyCells', { max: limits.maxCells })
    } else if (tag.name === 'mergeCell' || tag.name === 'dataValidation' || tag.name === 'col') {
      expanded += rangeTagCells(tag.name, tag.text())
      if (expanded > MAX_EXPANDED_CELLS) return 'expands'
    }
    return null
  })
  return (chunk) => {
    const answer = scan.push(chunk)
    if (answer === 'textTooLong')
      return located('workbookTextTooLong', { max: MAX_CELL_CHARACTERS })
    if (answer === 'tooDeep') return located('workbookTooDeep', { max: MAX_XML_DEPTH })
    return (answer as ZipBudget | null) ?? null
  }
}

/** The next directory entry, or null at the end. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      zip.off('entry', onEntry)
      zip.off('end', onEnd)
      zip.off('error', onError)
    }
    const onEntry = (entry: Entry) => {
      settle()
      resolve(entry)
    }
    const onEnd = () => {
      settle()
      resolve(null)
    }
    const onError = (error: Error) => {
      settle()
      reject(error)
    }
    zip.on('entry', onEntry)
    zip.on('end', onEnd)
    zip.on('error', onError)
    zip.readEntry()
  })
}
