/** Addresses of the exchanges (docs/exchange.md), as the members' page calls them. */
export const EXCHANGE_API = '/api/surveillance/exchange'
export const FHIR_BUNDLE_API = '/api/fhir/Bundle'

export type ExchangeFormat = 'dataValueSets' | 'adx'

export const exportUrl = (
  format: ExchangeFormat,
  selected: { registry: string; year: number; semester: number },
) =>
  `${EXCHANGE_API}/${format}?${new URLSearchParams({
    registry: selected.registry,
    year: String(selected.year),
    semester: String(selected.semester),
    download: '1',
  })}`

/** A file is ADX when it is XML, a data value set otherwise. */
export const formatOfFile = (name: string): ExchangeFormat =>
  name.toLowerCase().endsWith('.xml') ? 'adx' : 'dataValueSets'
