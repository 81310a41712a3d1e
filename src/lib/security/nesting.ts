/**
 * How deep a request's values may nest. Payload copies and walks a document's data recursively,
 * and GraphQL parses and coerces its query recursively: a few hundred thousand nested brackets
 * in an otherwise small body overflow the stack. The deepest real document (rich text with
 * lists inside lists) stays far below this.
 */
export const MAX_NESTING = 100

/** Whether objects and arrays in `value` nest deeper than `max` (an explicit stack: no recursion). */
export function nestsDeeperThan(value: unknown, max = MAX_NESTING): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue
    if (depth + 1 > max) return true
    for (const inner of Object.values(current)) stack.push([inner, depth + 1])
  }
  return false
}

/**
 * Whether the brackets ({, [ and () of a GraphQL document or JSON text nest deeper than `max`,
 * read in one pass before anything parses it. Quoted strings and GraphQL comments are skipped.
 */
export function textNestsDeeperThan(text: string, max = MAX_NESTING): boolean {
  let depth = 0
  let inString = false
  let inComment = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inComment) {
      if (char === '\n' || char === '\r') inComment = false
    } else if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '#') inComment = true
    else if (char === '{' || char === '[' || char === '(') {
      if (++depth > max) return true
    } else if (char === '}' || char === ']' || char === ')') depth--
  }
  return false
}
