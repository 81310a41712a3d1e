/** C0 control characters (tab and line breaks among them) and DEL: never part of an identifier. */
export const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
