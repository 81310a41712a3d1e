import { addDataAndFileToRequest } from 'payload'
import { applyBaselineImport } from '@/lib/surveillance/data/applyBaselineImport'
import { loadMalformations, loadRegistries } from '@/lib/surveillance/data/loadReference'
import {
  fileIssue,
  MAX_UPLOAD_BODY_BYTES,
  readTable,
} from '@/lib/surveillance/input/table/readTable'
import { validateBaselineTable } from '@/lib/surveillance/reference/baselineFile'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * POST /api/baseline-rates/import (multipart, field `file`): an admin imports
 * baseline rates from CSV or XLSX. Every row is validated first; one bad row
 * and nothing is written (400 with each problem's line, column and reason).
 */
export const importBaselinesEndpoint = surveillanceEndpoint({
  path: '/import',
  method: 'post',
  access: 'admin',
  maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  handler: async ({ req, locale, t }) => {
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file) return errorResponse(400, [{ field: 'file', code: 'fileRequired' }], t)

    const reading = await readTable(new Uint8Array(file.data), file.name)
    if (!reading.ok) return errorResponse(400, [fileIssue(reading)], t)

    const [registries, malformations] = await Promise.all([
      loadRegistries(req.payload, locale, req),
      loadMalformations(req.payload, locale, { req }),
    ])
    const { rows, issues } = validateBaselineTable(reading.table, { registries, malformations })
    if (issues.length > 0) return errorResponse(400, issues, t)

    const counts = await applyBaselineImport(rows, req)
    return Response.json({ ok: true, ...counts, message: t('admin.success', { ...counts }) })
  },
})
