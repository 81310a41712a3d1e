import { getTranslations } from 'next-intl/server'

/** ScrollFrame's texts for a server component, in the visitor's language. */
export async function scrollFrameTexts(): Promise<{ hint: string; label: string }> {
  const t = await getTranslations('common')
  return { hint: t('scrollHint'), label: t('scrollRegion') }
}
