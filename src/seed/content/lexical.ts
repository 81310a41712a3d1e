import crypto from 'node:crypto'

/**
 * Turns a tiny plain-text markup into Lexical editor state (the JSON Payload
 * stores for rich text), so the demo texts can be written as readable strings:
 *
 *   ## Heading            (### for a smaller one)
 *   A paragraph; **bold** works inline.
 *   - a bullet item       (a block whose every line starts with "- ")
 *   1. a numbered item    (a block whose every line starts with "1. ", "2. "...)
 *   [youtube](https://www.youtube.com/watch?v=XXXXXXXXXXX)
 *
 * Blocks are separated by a blank line; lines inside a paragraph are joined.
 */

type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type ParagraphNode = ElementBase & {
  type: 'paragraph'
  children: TextNode[]
  textFormat: 0
  textStyle: ''
}
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: TextNode[] }
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: TextNode[] }
type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}
type YouTubeNode = {
  type: 'block'
  version: 2
  format: ''
  fields: { id: string; blockName: ''; blockType: 'youtube'; url: string }
}
type BlockNode = ParagraphNode | HeadingNode | ListNode | YouTubeNode

export type LexicalState = {
  root: { type: 'root'; children: BlockNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const element: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }
const BOLD = 1

/** Text with **bold** runs split into text nodes. */
function inline(text: string): TextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? BOLD : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

/** Block ids look like Payload's own (24 hex characters, as a MongoDB ObjectId). */
const blockId = (): string => crypto.randomBytes(12).toString('hex')

const NUMBERED = /^\d+\. /

function list(listType: ListNode['listType'], items: string[]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'number' ? 'ol' : 'ul',
    children: items.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: inline(item),
    })),
  }
}

function block(chunk: string): BlockNode {
  const lines = chunk.split('\n').map((line) => line.trim())
  const youtube = /^\[youtube\]\((https:\/\/\S+)\)$/.exec(chunk)
  if (youtube?.[1])
    return {
      type: 'block',
      version: 2,
      format: '',
      fields: { id: blockId(), blockName: '', blockType: 'youtube', url: youtube[1] },
    }
  const heading = /^(#{2,3}) (.+)$/s.exec(chunk)
  if (heading?.[2])
    return {
      ...element,
      type: 'heading',
      tag: heading[1] === '##' ? 'h2' : 'h3',
      children: inline(heading[2].replace(/\s*\n\s*/g, ' ')),
    }
  if (lines.every((line) => line.startsWith('- ')))
    return list(
      'bullet',
      lines.map((line) => line.slice(2)),
    )
  if (lines.every((line) => NUMBERED.test(line)))
    return list(
      'number',
      lines.map((line) => line.replace(NUMBERED, '')),
    )
  return {
    ...element,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: inline(lines.join(' ')),
  }
}

export function lexical(markup: string): LexicalState {
  const chunks = markup
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
  return {
    root: {
      type: 'root',
      children: chunks.map(block),
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}
