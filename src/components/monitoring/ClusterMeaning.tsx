import { getTranslations } from 'next-intl/server'

/** What a cluster means and what it does not, in plain words, next to every scan result. */
export async function ClusterMeaning() {
  const t = await getTranslations('monitoring.scan')
  return (
    <section aria-labelledby="cluster-meaning" className="max-w-3xl space-y-2">
      <h2 id="cluster-meaning" className="text-xl font-semibold text-slate-900">
        {t('meaningTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-6 text-slate-700">
        <li>{t('meaning1')}</li>
        <li>{t('meaning2')}</li>
        <li>{t('meaning3')}</li>
        <li>{t('meaning4')}</li>
      </ul>
    </section>
  )
}
