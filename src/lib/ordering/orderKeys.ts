import { generateNKeysBetween } from 'payload/shared'

/**
 * `count` order keys in ascending order, placed after `after` (or from the
 * start): the keys Payload gives documents appended one after another. They
 * use digits and lowercase letters only, so byte order, SQLite's and
 * PostgreSQL's collations all sort them the same way.
 */
export const orderKeys = (count: number, after: string | null = null): string[] =>
  count > 0 ? generateNKeysBetween(after, null, count) : []
