'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { STATUS_VIEW_PATH } from '@/lib/surveillance/submissions/statusViewPath'
import { submissionsTranslator } from './submissionsText'

/** At the top of a submission's document: the way to the office's review screen. */
export function ReviewLinkField() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  if (id === undefined || id === null) return null
  const { t } = submissionsTranslator(i18n.language)
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a
        data-testid="review-link"
        className="btn btn--style-primary btn--size-medium"
        href={`${config.routes.admin}${STATUS_VIEW_PATH}?open=${encodeURIComponent(String(id))}#submission`}
      >
        {t('admin.reviewLink')}
      </a>
    </p>
  )
}
