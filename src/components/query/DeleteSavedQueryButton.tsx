'use client'

import type { MouseEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useConfirm } from '@/components/site/feedback/ConfirmDialog'

/**
 * The submit button of a saved query's delete form: the form is sent only once the member
 * confirms. Without JavaScript the plain form post still deletes.
 */
export function DeleteSavedQueryButton({ name }: { name: string }) {
  const t = useTranslations('databaseQuery.saved')
  const confirm = useConfirm()

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    const form = event.currentTarget.form
    const confirmed = await confirm({
      title: t('deleteLabel', { name }),
      message: t('deleteQuestion'),
      confirmLabel: t('delete'),
    })
    if (confirmed) form?.requestSubmit()
  }

  return (
    <button
      type="submit"
      onClick={onClick}
      className="btn-secondary"
      aria-label={t('deleteLabel', { name })}
    >
      {t('delete')}
    </button>
  )
}
