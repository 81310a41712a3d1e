import { getTranslations } from 'next-intl/server'
import { TitledFileList } from '@/components/site/content/FileLink'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import type { OfficialDocument } from '@/payload-types'
import { getOfficialDocuments } from '@/lib/site/content/members'
import { formatDate } from '@/lib/site/format'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'

export const generateMetadata = metadataFor('officialDocuments', 'officialDocuments')

/** SPEC's groups: agreement term, signed terms (membership letters) and minutes; anything else last. */
const sections: {
  key: 'agreementTerm' | 'signedTerms' | 'minutes' | 'other'
  types: OfficialDocument['type'][]
}[] = [
  { key: 'agreementTerm', types: ['agreement-term'] },
  { key: 'signedTerms', types: ['membership-letter'] },
  { key: 'minutes', types: ['assembly-minutes'] },
  { key: 'other', types: ['other'] },
]

/** "12 de março de 2025 · Registro: RENAC": the document's date and, for a signed term, its registry. */
const detailOf = (
  document: OfficialDocument,
  locale: Parameters<typeof formatDate>[1],
  signedBy: (registry: string) => string,
): string | null => {
  const registry = typeof document.registry === 'object' ? document.registry : null
  const parts = [
    formatDate(document.date, locale),
    registry ? signedBy(`${registry.initials} – ${registry.name}`) : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

/** Members only: checked on the server for every request. */
export default async function OfficialDocumentsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const user = await requireMember(routes(networkShortName()).officialDocuments)
  const t = await getTranslations('officialDocuments')
  const documents = await getOfficialDocuments(user, locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        {sections.map(({ key, types }) => {
          const items = documents
            .filter((document) => types.includes(document.type))
            .map((document) => ({
              ...document,
              detail: detailOf(document, locale, (registry) => t('signedBy', { registry })),
            }))
          if (key === 'other' && !items.length) return null
          return (
            <Section key={key} title={t(key)} id={key}>
              <TitledFileList items={items} />
            </Section>
          )
        })}
      </PageBody>
    </>
  )
}
