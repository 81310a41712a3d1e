/**
 * A scan of an XML part's bytes as they are inflated, before any XML parser sees them: it finds
 * the tags with the native `indexOf` and keeps nothing but a few counters and an unfinished tag,
 * so a part of any size costs a fixed amount of memory. It is not a parser: a file it lets
 * through is still parsed (and refused, when broken) by the spreadsheet reader. Reading an
 * attribute value holding `>` as the tag's end only ever counts a level too many, never too few.
 */

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const BANG = 0x21
const QUESTION = 0x3f
const COLON = 0x3a

/** Where a scan stopped: the text between two tags, or the nesting, went past its bound. */
export type XmlScanProblem = 'textTooLong' | 'tooDeep'

export interface XmlScanBounds {
  /** Bytes of text between two tags, or of one tag: a parser holds them as one string. */
  maxRun: number
  /** Elements open at once: a parser keeps a stack of them. */
  maxDepth: number
}

export interface XmlTag {
  /** The element's name without its namespace prefix: one of the names the scan was given. */
  name: string
  /** The whole tag's text (`<c r="A1" t="s">`), decoded on demand: most tags never need it. */
  text: () => string
}

const endOf: Record<string, Buffer> = {
  comment: Buffer.from('-->'),
  cdata: Buffer.from(']]>'),
  declaration: Buffer.from('?>'),
  tag: Buffer.from('>'),
}
const COMMENT = Buffer.from('<!--')
const CDATA = Buffer.from('<![CDATA[')

const nameEnd = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === SLASH || byte === GT

export class XmlScan {
  private carry: Buffer = Buffer.alloc(0)
  private run = 0
  private depth = 0
  private readonly names: Buffer[]

  constructor(
    private readonly bounds: XmlScanBounds,
    /** The elements `onStart` is called for (by their name without a prefix). */
    names: readonly string[],
    /** Called on each start tag of those (self-closing or not); a non-null answer stops the scan. */
    private readonly onStart: (tag: XmlTag) => unknown,
  ) {
    this.names = names.map((name) => Buffer.from(name, 'latin1'))
  }

  /** The given name the tag's name (bytes `from` to `to`, after any prefix) is, if any. */
  private nameOf(data: Buffer, from: number, to: number): string | null {
    let start = from
    for (let at = from; at < to; at++) if (data[at] === COLON) start = at + 1
    const length = to - start
    for (const name of this.names) {
      if (name.length !== length) continue
      let same = true
      for (let at = 0; at < length && same; at++) same = data[start + at] === name[at]
      if (same) return name.toString('latin1')
    }
    return null
  }

  /**
   * Scans the next bytes; answers a problem, whatever `onStart` answered to stop, or null to go on.
   */
  push(chunk: Buffer): unknown {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk
    this.carry = Buffer.alloc(0)
    let at = 0
    while (at < data.length) {
      const lt = data.indexOf(LT, at)
      if (lt === -1) {
        this.run += data.length - at
        return this.run > this.bounds.maxRun ? 'textTooLong' : null
      }
      this.run += lt - at
      if (this.run > this.bounds.maxRun) return 'textTooLong'
      if (lt + 1 >= data.length) {
        this.carry = Buffer.from(data.subarray(lt))
        return null
      }
      const next = data[lt + 1]
      const kind =
        next === BANG && data.subarray(lt, lt + 4).equals(COMMENT)
          ? 'comment'
          : next === BANG && data.subarray(lt, lt + 9).equals(CDATA)
            ? 'cdata'
            : next === QUESTION
              ? 'declaration'
              : 'tag'
      // A '<!' too short yet to tell a comment from CDATA waits for more bytes.
      if (next === BANG && kind === 'tag' && data.length - lt < 9) {
        this.carry = Buffer.from(data.subarray(lt))
        return null
      }
      const end = data.indexOf(endOf[kind]!, lt + 1)
      if (end === -1) {
        if (data.length - lt > this.bounds.maxRun) return 'textTooLong'
        this.carry = Buffer.from(data.subarray(lt))
        return null
      }
      const close = end + endOf[kind]!.length
      if (close - lt > this.bounds.maxRun) return 'textTooLong'
      // CDATA is text; the run of text goes on after it.
      this.run = kind === 'cdata' ? this.run + close - lt : 0
      at = close
      if (kind !== 'tag' || next === BANG) continue
      if (next === SLASH) {
        this.depth--
        continue
      }
      let stop = lt + 1
      while (stop < end && !nameEnd(data[stop]!)) stop++
      const selfClosing = data[end - 1] === SLASH
      if (!selfClosing && ++this.depth > this.bounds.maxDepth) return 'tooDeep'
      const name = this.nameOf(data, lt + 1, stop)
      if (name === null) continue
      const from = lt
      const answer = this.onStart({ name, text: () => data.toString('utf8', from, close) })
      if (answer !== null && answer !== undefined) return answer
    }
    return null
  }
}
