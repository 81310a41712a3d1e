import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { userIsAdmin } from '@/access'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { validateBaselineTable } from '@/lib/surveillance/baselineFile'
import { applyBaselineImport } from '@/lib/surveillance/data/applyBaselineImport'
import { loadMalformations, loadRegistries } from '@/lib/surveillance/data/loadReference'
import type { RowIssue } from '@/lib/surveillance/issues'
import { readTable } from '@/lib/surveillance/table/readTable'
import { issueText, surveillanceTranslator, type SurveillanceT } from '@/lib/surveillance/translate'

const report = (t: SurveillanceT, issues: RowIssue[]) =>
  issues.map((issue) => ({
    line: issue.line,
    column: issue.field,
    code: issue.code,
    message: issueText(t, issue),
  }))

/**
 * POST /api/baseline-rates/import (multipart, field `file`): an admin imports
 * baseline rates from CSV or XLSX. Every row is validated first; one bad row
 * and nothing is written (400 with each problem's line, column and reason).
 */
export const importBaselinesEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const t = surveillanceTranslator(req.i18n?.language)
    if (!userIsAdmin(req.user))
      return Response.json({ message: req.t('error:unauthorized') }, { status: 403 })

    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file)
      return Response.json(
        { ok: false, issues: report(t, [{ line: 0, field: 'file', code: 'fileRequired' }]) },
        { status: 400 },
      )

    const reading = await readTable(new Uint8Array(file.data), file.name)
    if (!reading.ok) {
      return Response.json(
        {
          ok: false,
          issues: report(t, [
            { line: 0, field: 'file', code: reading.code, params: reading.params },
          ]),
        },
        { status: 400 },
      )
    }

    const locale = isLocale(req.locale) ? req.locale : defaultLocale
    const [registries, malformations] = await Promise.all([
      loadRegistries(req.payload, locale, req),
      loadMalformations(req.payload, locale, { req }),
    ])
    const { rows, issues } = validateBaselineTable(reading.table, { registries, malformations })
    if (issues.length > 0)
      return Response.json({ ok: false, issues: report(t, issues) }, { status: 400 })

    try {
      const counts = await applyBaselineImport(rows, req)
      return Response.json({ ok: true, ...counts, message: t('admin.success', { ...counts }) })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Baseline import failed and was rolled back' })
      return Response.json(
        {
          ok: false,
          issues: report(t, [{ line: 0, field: 'file', code: 'unreadableFile' }]),
          message: t('issues.generic'),
        },
        { status: 500 },
      )
    }
  },
}
