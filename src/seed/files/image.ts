import sharp from 'sharp'

/**
 * A small abstract banner (PNG) for demo event cards: a gradient with a few
 * circles, tinted by `hue`. No text, so no fonts are needed to render it.
 */
export async function makeBannerPng(hue: number, width = 640, height = 360): Promise<Buffer> {
  const color = (lightness: number, alpha = 1) => `hsla(${hue}, 55%, ${lightness}%, ${alpha})`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color(30)}"/><stop offset="1" stop-color="${color(55)}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.42}" fill="${color(80, 0.25)}"/>
  <circle cx="${width * 0.2}" cy="${height * 0.85}" r="${height * 0.3}" fill="${color(90, 0.2)}"/>
  <circle cx="${width * 0.55}" cy="${height * 0.62}" r="${height * 0.12}" fill="${color(95, 0.35)}"/>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
