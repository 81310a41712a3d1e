'use client'

import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { Button, useTranslation } from '@payloadcms/ui'
import { officeApi } from './officeApi'
import { submissionsTranslator } from './submissionsText'
import { ActionOutcomeRegion, type ActionOutcome } from './ActionOutcome'

/**
 * Accept or return a submission under review. Returning needs a comment, which
 * the submitter reads in the email and on the members' page.
 */
export function ReviewActions({ id, reviewable }: { id: number | string; reviewable: boolean }) {
  const { i18n } = useTranslation()
  const { t, locale } = submissionsTranslator(i18n.language)
  const router = useRouter()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)

  const review = async (decision: 'accept' | 'return') => {
    if (decision === 'return' && !comment.trim()) {
      setOutcome({ kind: 'error', messages: [t('admin.commentRequired')] })
      return
    }
    setBusy(true)
    setOutcome(null)
    const result = await officeApi(locale)[decision](id, comment.trim())
    setBusy(false)
    if (result.ok) {
      setOutcome({
        kind: 'done',
        message: decision === 'accept' ? t('admin.accepted') : t('admin.returned'),
      })
      router.refresh()
    } else {
      setOutcome({
        kind: 'error',
        messages: result.errors.length
          ? result.errors.map((error) => error.message)
          : [t('admin.generic')],
      })
    }
  }

  // Stays mounted after a decision, so its message survives the refresh that shows the new status.
  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '60ch' }}>
      {reviewable ? (
        <>
          <label htmlFor="review-comment" style={{ fontWeight: 600 }}>
            {t('admin.comment')}
          </label>
          <textarea
            id="review-comment"
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby="review-comment-hint"
            style={{ width: '100%', padding: 'calc(var(--base) / 4)' }}
          />
          <p id="review-comment-hint" style={{ margin: 0 }}>
            {t('admin.commentHint')}
          </p>
          <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
            <Button
              type="button"
              buttonStyle="primary"
              disabled={busy}
              margin={false}
              onClick={() => void review('accept')}
            >
              {t('admin.accept')}
            </Button>
            <Button
              type="button"
              buttonStyle="secondary"
              disabled={busy}
              margin={false}
              onClick={() => void review('return')}
            >
              {t('admin.return')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('admin.notReviewable')}</p>
      )}
      <ActionOutcomeRegion outcome={outcome} />
    </div>
  )
}
