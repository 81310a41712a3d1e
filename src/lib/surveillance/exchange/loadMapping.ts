import type { Payload } from 'payload'
import { readCodeLists } from '../data/codeLists'
import { resolveMapping, type ExchangeMapping, type StoredMapping } from './mapping'

/** The mapping in force: the office's `exchange-mapping` global over the demonstration names. */
export async function loadExchangeMapping(payload: Payload): Promise<ExchangeMapping> {
  const [stored, { registries, malformations }] = await Promise.all([
    payload
      .findGlobal({ slug: 'exchange-mapping', depth: 0, overrideAccess: true })
      .catch(() => null) as Promise<StoredMapping | null>,
    readCodeLists(payload),
  ])
  return resolveMapping(
    stored ?? {},
    registries.map((doc) => doc.networkCode),
    malformations.map((doc) => doc.number),
  )
}
