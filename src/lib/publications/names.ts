import { oneLine } from './record'

const startsUppercase = (word: string): boolean =>
  word[0] !== undefined && word[0] !== word[0].toLowerCase()

/**
 * A name as the Vancouver style writes it: "Castilla, Eduardo E." → "Castilla EE",
 * "Schuler-Faccini, Lavínia" → "Schuler-Faccini L", "Silva, João, Jr." → "Silva J Jr".
 * Lowercase particles among the given names ("Maria da") give no initial.
 * A name without a comma (a group, or one already written "Castilla EE") is kept.
 */
export function vancouverName(name: string): string {
  const text = oneLine(name)
  if (!text.includes(',')) return text
  const [family = '', given = '', ...suffix] = text.split(',').map((part) => part.trim())
  const words = given.split(/[\s.\-\u2010]+/).filter(Boolean)
  const named = words.some(startsUppercase) ? words.filter(startsUppercase) : words
  const initials = named.map((word) => word[0]!.toUpperCase()).join('')
  const end = suffix.join(' ').replace(/\./g, '')
  return [family, initials, end].filter(Boolean).join(' ')
}

/** The family name: before the comma, or the first word of a name without one. */
export function familyName(name: string): string {
  const text = oneLine(name)
  return (text.includes(',') ? text.split(',')[0]! : text.split(' ')[0]!).trim()
}
