import { gzipSync } from 'node:zlib'

/** The script files a page's HTML loads. */
export const scriptsOf = (html: string): Set<string> =>
  new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))

/** A script's size gzipped, as a browser would receive it. */
export async function gzippedSize(base: string, source: string): Promise<number> {
  const script = await fetch(new URL(source, base))
  return gzipSync(Buffer.from(await script.arrayBuffer())).length
}
