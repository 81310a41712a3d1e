import { describe, expect, it } from 'vitest'
import {
  inParseSlot,
  PARSING_AT_ONCE,
  WAITING_AT_MOST,
} from '@/lib/surveillance/input/table/parseSlots'
import { readCsv, TooManyRows } from '@/lib/surveillance/input/table/readCsv'
import { MAX_ROWS, readTable } from '@/lib/surveillance/input/table/readTable'
import { checkZipBudget } from '@/lib/surveillance/input/table/zipBudget'
import { textFile, xlsxFile } from './xlsx'
import { crowdedZip, lyingZip, workbookBomb } from './zipBombs'

describe('zip budget', () => {
  it('lets a real workbook through', async () => {
    expect(await checkZipBudget(await xlsxFile([['a'], [1]]))).toBe('ok')
  })

  it('refuses a workbook that inflates past 16 MB', async () => {
    const bomb = await workbookBomb(60)
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024)
    expect(await checkZipBudget(bomb)).toBe('tooLarge')
    expect(await readTable(bomb, 'counts.xlsx')).toEqual({
      ok: false,
      code: 'unpacksTooLarge',
      params: { max: 16 },
    })
    // Building the 60 MB bomb takes a few seconds on a busy machine; the check itself is not timed.
  }, 30_000)

  it('refuses an entry that inflates past the size its directory declares', async () => {
    expect(await checkZipBudget(await lyingZip(40))).toBe('unreadable')
  })

  it('refuses an archive of thousands of entries', async () => {
    expect(await checkZipBudget(await crowdedZip(1001))).toBe('tooLarge')
  })

  it('calls anything else unreadable', async () => {
    expect(await checkZipBudget(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      'unreadable',
    )
  })
})

describe('row limit while parsing CSV', () => {
  it('stops at the first row past the limit', () => {
    const text = `a;b\n${'1;2\n'.repeat(11)}`
    expect(() => readCsv(text, 10)).toThrow(TooManyRows)
    expect(readCsv(`a;b\n${'1;2\n'.repeat(10)}`, 10)?.rows).toHaveLength(10)
  })

  it('does not count lines without content toward the limit', () => {
    const text = `a;b\n${'1;2\n;\n\n'.repeat(10)}`
    expect(readCsv(text, 10)?.rows.map((row) => row.line)).toEqual(
      Array.from({ length: 10 }, (_, index) => 2 + index * 3),
    )
  })

  it('answers tooManyRows for a file of short lines', async () => {
    const text = `a;b\n${'1;\n'.repeat(MAX_ROWS + 1)}`
    expect(await readTable(textFile(text), 'counts.csv')).toEqual({
      ok: false,
      code: 'tooManyRows',
      params: { max: MAX_ROWS },
    })
  })
})

describe('parse slots', () => {
  it(`runs ${PARSING_AT_ONCE} at once, queues ${WAITING_AT_MOST}, and turns the next away`, async () => {
    const release: (() => void)[] = []
    const started: number[] = []
    const job = (id: number) =>
      inParseSlot(
        () =>
          new Promise<number>((resolve) => {
            started.push(id)
            release.push(() => resolve(id))
          }),
      )
    const total = PARSING_AT_ONCE + WAITING_AT_MOST
    const running = Array.from({ length: total }, (_, id) => job(id))
    expect(await job(total)).toBe('busy')
    await Promise.resolve()
    expect(started).toEqual(Array.from({ length: PARSING_AT_ONCE }, (_, id) => id))

    // Each finished job hands its slot to the next in line.
    for (let done = 0; done < total; done++) {
      release[done]!()
      await running[done]
      await new Promise((resolve) => setImmediate(resolve))
      expect(started).toHaveLength(Math.min(total, PARSING_AT_ONCE + done + 1))
    }
    expect(await Promise.all(running)).toEqual(Array.from({ length: total }, (_, id) => id))
    // All slots free again: a new job starts at once.
    expect(await inParseSlot(async () => 'ran')).toBe('ran')
  })
})
