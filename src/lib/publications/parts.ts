/** "7(2-3)" → volume "7", issue "2-3"; a volume without brackets has no issue. */
export function splitVolume(volume: string): { volume: string; issue: string } {
  const match = /^\s*([^()]*?)\s*\(\s*([^()]*?)\s*\)\s*$/.exec(volume)
  return match ? { volume: match[1]!, issue: match[2]! } : { volume: volume.trim(), issue: '' }
}

/** "76-94", "76–94" or "e1—e8" → first and last page; a single page has no last. */
export function splitPages(pages: string): { start: string; end: string } {
  const [start = '', ...rest] = pages.split(/\s*[-\u2010-\u2015]+\s*/)
  return { start: start.trim(), end: rest.join('-').trim() }
}
