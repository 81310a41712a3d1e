/** How the monitoring pages, the report's PDF and its emails name a registry: "RENAC — Red Nacional…". */
export const registryLabel = (registry: { initials: string; name?: string | null; code: string }) =>
  `${registry.initials} — ${registry.name || registry.code}`

/** How they name an anomaly: "3 · Spina bifida (Q05)". */
export const malformationLabel = (malformation: { number: number; name: string; icd10: string }) =>
  `${malformation.number} · ${malformation.name} (${malformation.icd10})`
