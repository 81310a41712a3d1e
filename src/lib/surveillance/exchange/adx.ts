/**
 * IHE's ADX (Aggregate Data Exchange) XML, as DHIS2 reads and writes it: one `<group>` per data
 * set, organisation unit and period (ISO 8601 periods: `2024-01-01/P1M`), its `<dataValue>`s
 * naming a data element, the category option combo (`categoryOptionCombo`) and the value.
 *
 * Reading is done without an XML parser: the same bounded scan of start tags the spreadsheet
 * reader uses (input/table/xmlScan.ts), so no entity is ever expanded (a document type
 * declaration is refused), no text or nesting grows past a bound, and only the attributes of
 * `group` and `dataValue` are read.
 */
import { XmlScan } from '../input/table/xmlScan'
import type { ExchangeMapping } from './mapping'
import { MAX_EXCHANGE_VALUES } from './dataValueSets'
import { adxPeriod } from './periods'
import { namesOf, type ExchangeValue, type NamedValue } from './values'

export const ADX_NAMESPACE = 'urn:ihe:qrph:adx:2015'

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function writeAdx(
  mapping: ExchangeMapping,
  values: ExchangeValue[],
  exported: Date,
): string {
  const groups = new Map<string, string[]>()
  for (const value of values) {
    const names = namesOf(mapping, value)
    if (!names) continue
    const head = `<group dataSet="${escapeXml(mapping.dataSet)}" orgUnit="${escapeXml(names.orgUnit)}" period="${adxPeriod(value.period)}">`
    const lines = groups.get(head) ?? []
    lines.push(
      `    <dataValue dataElement="${escapeXml(names.dataElement)}" categoryOptionCombo="${escapeXml(names.categoryOptionCombo)}" value="${value.value}"/>`,
    )
    groups.set(head, lines)
  }
  const body = [...groups].map(([head, lines]) => `  ${head}\n${lines.join('\n')}\n  </group>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<adx xmlns="${ADX_NAMESPACE}" exported="${exported.toISOString()}">`,
    ...body,
    '</adx>',
    '',
  ].join('\n')
}

export type AdxReading =
  | { ok: true; dataSet: string | null; values: NamedValue[] }
  | {
      ok: false
      issues: { field: string; code: string; params?: Record<string, string | number> }[]
    }

const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** An attribute value with XML's five predefined entities and character references; nothing else. */
function decode(value: string): string | null {
  let bad = false
  const decoded = value.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);|&/g, (all, ref?: string) => {
    if (!ref) return ((bad = true), all)
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16))
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)))
    if (ref in PREDEFINED) return PREDEFINED[ref]!
    bad = true
    return all
  })
  return bad ? null : decoded
}

function attributes(tag: string): Map<string, string | null> {
  const found = new Map<string, string | null>()
  for (const match of tag.matchAll(ATTRIBUTE))
    found.set(match[1]!, decode(match[2] ?? match[3] ?? ''))
  return found
}

/** Bounds of the scan: an attribute-heavy tag is far below 4 kB; ADX nests three levels. */
const BOUNDS = { maxRun: 4096, maxDepth: 8 }

export function readAdx(data: Uint8Array): AdxReading {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (/<!DOCTYPE|<!ENTITY/i.test(bytes.toString('latin1')))
    return { ok: false, issues: [{ field: 'file', code: 'xmlDeclarationRefused' }] }
  const values: NamedValue[] = []
  let group: Map<string, string | null> | null = null
  let groups = -1
  let inGroup = 0
  let dataSet: string | null = null
  let sawAdx = false
  const issues: { field: string; code: string; params?: Record<string, string | number> }[] = []
  const scan = new XmlScan(BOUNDS, ['adx', 'group', 'dataValue'], (tag) => {
    if (tag.name === 'adx') {
      sawAdx = true
      return null
    }
    const found = attributes(tag.text())
    if (tag.name === 'group') {
      group = found
      groups++
      inGroup = 0
      dataSet ??= found.get('dataSet') ?? null
      return null
    }
    const at = `group[${groups}].dataValue[${inGroup++}]`
    if (!group) return issues.push({ field: at, code: 'invalidDataValue' }) && null
    if (values.length >= MAX_EXCHANGE_VALUES) return 'tooMany'
    const [dataElement, value] = [found.get('dataElement'), found.get('value')]
    if (!dataElement || value === undefined || value === null) {
      issues.push({ field: at, code: 'invalidDataValue' })
      return null
    }
    const g: Map<string, string | null> = group
    values.push({
      dataElement,
      categoryOptionCombo: found.get('categoryOptionCombo') ?? null,
      orgUnit: g.get('orgUnit') ?? '',
      period: g.get('period') ?? '',
      value,
      at,
      dataSet: g.get('dataSet') ?? null,
    })
    return null
  })
  const stop = scan.push(bytes)
  if (stop === 'tooMany')
    return {
      ok: false,
      issues: [{ field: 'file', code: 'tooManyValues', params: { max: MAX_EXCHANGE_VALUES } }],
    }
  if (stop) return { ok: false, issues: [{ field: 'file', code: 'invalidXml' }] }
  if (!sawAdx) return { ok: false, issues: [{ field: 'file', code: 'notAdx' }] }
  if (issues.length) return { ok: false, issues }
  return { ok: true, dataSet, values }
}
