/** The content type of each downloadable table format. */
const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/**
 * A table written as a file for download (`name.csv` or `name.xlsx`), never stored by a cache:
 * what it holds depends on who asked (the disclosure policy).
 */
export function tableFileAnswer(
  format: keyof typeof contentTypes,
  name: string,
  body: string | Uint8Array | ArrayBuffer,
): Response {
  return new Response(body as BodyInit, {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': contentTypes[format],
      'Content-Disposition': `attachment; filename="${name}.${format}"`,
    },
  })
}
