import { gzipSync } from 'node:zlib'

/**
 * The script files a page's HTML loads. A `noModule` script (Next.js's polyfills) is left out:
 * every browser that runs modules, which all supported browsers do, skips it without downloading.
 */
export const scriptsOf = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((match) => !/\bnoModule\b/i.test(match[0]))
      .map((match) => match[1]!),
  )

/** A script's size gzipped, as a browser would receive it. */
export async function gzippedSize(base: string, source: string): Promise<number> {
  const script = await fetch(new URL(source, base))
  return gzipSync(Buffer.from(await script.arrayBuffer())).length
}
