import sharp from 'sharp'

/**
 * A square abstract demo logo (PNG): a gradient with a few circles, tinted by
 * `hue`. No text, so no fonts are needed to render it.
 */
export async function makeLogoPng(hue: number, size = 256): Promise<Buffer> {
  const color = (lightness: number, alpha = 1) => `hsla(${hue}, 55%, ${lightness}%, ${alpha})`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color(30)}"/><stop offset="1" stop-color="${color(55)}"/></linearGradient></defs>
  <rect width="100%" height="100%" rx="${size * 0.18}" fill="url(#g)"/>
  <circle cx="${size * 0.62}" cy="${size * 0.4}" r="${size * 0.26}" fill="${color(80, 0.3)}"/>
  <circle cx="${size * 0.36}" cy="${size * 0.64}" r="${size * 0.18}" fill="${color(92, 0.35)}"/>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
