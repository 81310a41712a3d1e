/** "São Paulo" -> "Sao Paulo": for matching and slugs, never for display. */
export const stripAccents = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
