'use client'

import { useLocale, useTranslations } from 'next-intl'
import { localePath } from '@/lib/site/localePath'

/** Any failure while rendering a page: a translated message and a retry, never the error's details. */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('common')
  const locale = useLocale()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t('errorTitle')}</h1>
      <p role="alert" className="mt-3 text-lg text-slate-700">
        {t('genericError')}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        {/* A full load leaves the failed page's state behind. */}
        <a href={localePath(locale, '/')} className="btn-secondary">
          {t('backHome')}
        </a>
      </div>
    </div>
  )
}
