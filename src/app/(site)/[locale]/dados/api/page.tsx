import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { ApiOperation } from '@/components/surveillance/api/ApiOperation'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { openapiDocument } from '@/lib/surveillance/api/openapiDocument'
import { referenceView } from '@/lib/surveillance/api/referenceView'

export const generateMetadata = metadataFor('apiReference', 'apiReference')

const ERROR_SHAPE = '{ errors: [{ field?, line?, column?, code, message }] }'

/**
 * The surveillance API's reference for people, read from the same OpenAPI document tools read
 * (/api/openapi.json): rendered on the server, no script, every call on one page.
 */
export default async function ApiReferencePage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('apiReference')
  const operations = referenceView(openapiDocument())
  const tags = [...new Set(operations.map((operation) => operation.tag))]
  const texts = {
    parameters: t('parameters'),
    parameter: t('parameter'),
    where: t('where'),
    required: t('required'),
    yes: t('yes'),
    no: t('no'),
    meaning: t('meaning'),
    example: t('example'),
    responses: t('responses'),
    status: t('status'),
    schema: t('schema'),
  }
  return (
    <>
      <PageHeader wide title={t('title')} lead={t('description')} />
      <PageBody wide>
        <div className="max-w-3xl space-y-3 text-slate-700">
          <p>
            {t('intro')}{' '}
            <a className="font-mono underline" href="/api/openapi.json">
              /api/openapi.json
            </a>{' '}
            ({t('document')}).
          </p>
          <p>{t('errors', { shape: ERROR_SHAPE })}</p>
          <p>{t('auth', { header: 'users API-Key …' })}</p>
          <p>{t('noteEnglish')}</p>
        </div>
        <nav aria-labelledby="api-contents" className="max-w-3xl">
          <h2 id="api-contents" className="text-2xl font-semibold text-brand-900">
            {t('contents')}
          </h2>
          <ul className="mt-2 space-y-1">
            {operations.map((operation) => (
              <li key={operation.id}>
                <a className="font-mono text-sm underline" href={`#${operation.id}`}>
                  {operation.method.toUpperCase()} {operation.address}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {tags.map((tag) => (
          <section key={tag} aria-label={tag} className="space-y-6">
            <h2 className="text-2xl font-semibold text-brand-900">{tag}</h2>
            {operations
              .filter((operation) => operation.tag === tag)
              .map((operation) => (
                <ApiOperation
                  key={operation.id}
                  view={operation}
                  texts={{
                    ...texts,
                    access: t(`access.${operation.access}`),
                    body: t('body', { type: operation.body?.type ?? '' }),
                  }}
                />
              ))}
          </section>
        ))}
      </PageBody>
    </>
  )
}
