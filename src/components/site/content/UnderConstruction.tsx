import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from './PageHeader'

/** SPEC: the statistical-test pages show "Section under construction". */
export async function UnderConstruction({ title }: { title: string }) {
  const t = await getTranslations('common')
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <div
          role="status"
          className="flex max-w-2xl items-start gap-4 rounded-lg border border-amber-300 bg-amber-50 p-6"
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-8 shrink-0 fill-none stroke-amber-800"
            strokeWidth="2"
          >
            <path d="M2 20h20M5 20V9l7-5 7 5v11M9 20v-6h6v6" />
          </svg>
          <div>
            <p className="text-xl font-semibold text-amber-900">{t('underConstruction')}</p>
            <p className="mt-1 text-amber-900">{t('underConstructionText')}</p>
          </div>
        </div>
      </PageBody>
    </>
  )
}
