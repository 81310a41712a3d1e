import { stripAccents } from './stripAccents'

/** "Atlas de Anomalias Congênitas" -> "atlas-de-anomalias-congenitas" */
export const slugify = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
