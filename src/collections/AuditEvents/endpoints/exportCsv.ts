import type { Endpoint, Where } from 'payload'
import { userIsAdmin } from '@/access'
import { defaultLocale, isLocale, pick } from '@/i18n/locales'
import { auditActions, type AuditAction } from '@/lib/audit/actions'
import { AUDIT_SLUG } from '@/lib/audit/recordAuditEvent'
import { relationId } from '@/lib/relationId'
import { toCsv, type CsvValue } from '@/lib/surveillance/present/csv'

const BATCH = 500

const columns = {
  pt: [
    'data',
    'ação',
    'código da ação',
    'e-mail',
    'usuário',
    'endereço',
    'registro',
    'coleção',
    'documento',
    'chave de API',
    'detalhe',
  ],
  es: [
    'fecha',
    'acción',
    'código de la acción',
    'correo',
    'usuario',
    'dirección',
    'registro',
    'colección',
    'documento',
    'clave de API',
    'detalle',
  ],
  en: [
    'time',
    'action',
    'action code',
    'email',
    'user',
    'address',
    'registry',
    'collection',
    'document',
    'API key',
    'detail',
  ],
}

/**
 * GET /api/audit-events/export — admins only: the audit log as CSV, filtered by the same
 * `where` the admin list puts in its address (so the list's filters export as shown), newest
 * first, read a batch at a time.
 */
export const auditCsvEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!userIsAdmin(req.user))
      return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 403 })
    const language = req.i18n?.language
    const where = (req.query?.where ?? {}) as Where
    const rows: CsvValue[][] = [columns[isLocale(language) ? language : defaultLocale]]
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await req.payload.find({
        collection: AUDIT_SLUG,
        where,
        sort: '-createdAt',
        depth: 1,
        limit: BATCH,
        page,
        overrideAccess: false,
        req,
      })
      for (const event of docs) {
        const registry =
          event.registry && typeof event.registry === 'object'
            ? event.registry.networkCode
            : relationId(event.registry)
        rows.push([
          event.createdAt,
          pick(
            auditActions[event.action as AuditAction] ?? {
              pt: event.action,
              es: event.action,
              en: event.action,
            },
            language,
          ),
          event.action,
          event.email ?? '',
          relationId(event.user),
          event.address ?? '',
          registry ?? '',
          event.documentCollection ?? '',
          event.documentId ?? '',
          relationId(event.apiKey),
          event.detail ?? '',
        ])
      }
      if (!hasNextPage) break
    }
    return new Response(toCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="audit-events.csv"',
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
