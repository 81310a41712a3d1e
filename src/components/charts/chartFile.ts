/** A chart's inline SVG as a file of its own: no page styles needed, scales to any size. */
export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const copy = svg.cloneNode(true) as SVGSVGElement
  const [, , width = 800, height = 450] = (svg.getAttribute('viewBox') ?? '')
    .split(/\s+/)
    .map(Number)
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  copy.removeAttribute('class')
  // "inherit" means nothing outside the page: name the fonts the site uses.
  copy.setAttribute('font-family', 'Helvetica, Arial, sans-serif')
  // A white sheet under the drawing, as on the page.
  const sheet = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
  sheet.setAttribute('width', '100%')
  sheet.setAttribute('height', '100%')
  sheet.setAttribute('fill', '#ffffff')
  const first = [...copy.children].find((child) => !['title', 'desc'].includes(child.localName))
  copy.insertBefore(sheet, first ?? null)
  return {
    text: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`,
    width,
    height,
  }
}

/** The SVG drawn at twice its size onto a canvas, as a PNG. */
export async function pngOf(svg: { text: string; width: number; height: number }): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg.text], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = svg.width * 2
    canvas.height = svg.height * 2
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
