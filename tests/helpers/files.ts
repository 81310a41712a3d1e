/** A minimal, valid one-page PDF for upload tests. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export function uploadForm(
  data: Record<string, unknown>,
  name = `file-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`,
): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify(data))
  return form
}
