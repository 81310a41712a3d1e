import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl'
import { expandedCells, MAX_EXPANDED_CELLS } from './sheetRanges'

/** What an uploaded workbook may unpack to: far above any real template, far below a server's memory. */
export const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024
/** A workbook has a dozen parts; thousands mean something else. */
export const MAX_ZIP_ENTRIES = 1000

export type ZipBudget = 'ok' | 'tooLarge' | 'expands' | 'unreadable'

const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name)

/**
 * Checks that an archive unpacks within the budget before any parser sees it:
 * first the sizes its directory declares, then the bytes actually inflated
 * (yauzl stops a stream that outgrows its declared size), so a zip bomb is
 * refused after at most `maxUnzippedBytes` of work; and that no sheet holds
 * ranges the spreadsheet reader would expand cell by cell (sheetRanges.ts).
 */
export async function checkZipBudget(
  data: Uint8Array,
  maxUnzippedBytes = MAX_UNZIPPED_BYTES,
): Promise<ZipBudget> {
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
    let declared = 0
    let inflated = 0
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue
      declared += entry.uncompressedSize
      if (declared > maxUnzippedBytes) return 'tooLarge'
      const stream = await zip.openReadStreamPromise(entry)
      // A sheet's text is kept (within the budget) to count the ranges exceljs would expand.
      const sheet = isSheet(entry.fileName) ? new TextDecoder() : null
      let text = ''
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.byteLength
        if (inflated > maxUnzippedBytes) {
          stream.destroy()
          return 'tooLarge'
        }
        if (sheet) text += sheet.decode(chunk, { stream: true })
      }
      if (sheet && expandedCells(text + sheet.decode()) > MAX_EXPANDED_CELLS) return 'expands'
    }
    return 'ok'
  } catch {
    // A broken archive, or an entry inflating past the size it declared.
    return 'unreadable'
  } finally {
    zip.close()
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
