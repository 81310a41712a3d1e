'use client'
import { useSearchParams } from 'next/navigation'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { pick, tr } from '@/i18n/locales'

const label = tr(
  'Exportar CSV (com os filtros aplicados)',
  'Exportar CSV (con los filtros aplicados)',
  'Export CSV (with the filters applied)',
)

/** Above the audit log's list: downloads the events the list's filters select, as CSV. */
export function AuditExportLink() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const params = useSearchParams()
  const where = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) where.append(key, value)
  const query = where.toString()
  return (
    <p>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`${config.routes.api}/audit-events/export${query ? `?${query}` : ''}`}
        download
      >
        {pick(label, i18n.language)}
      </a>
    </p>
  )
}
