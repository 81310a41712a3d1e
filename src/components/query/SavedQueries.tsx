import { getLocale, getTranslations } from 'next-intl/server'
import { localePath } from '@/lib/site/localePath'
import { ClientMessages } from '@/components/site/ClientMessages'
import { FieldMessage, describedBy } from '@/components/surveillance/FieldMessage'
import { deleteQueryAction, saveQueryAction } from '@/lib/surveillance/actions/savedQueryActions'
import type { SavedQueryItem } from '@/lib/surveillance/data/savedQueries'
import type { QueryNotice } from '@/lib/surveillance/present/queryNotice'
import { SAVED_QUERY_NAME_MAX } from '@/lib/surveillance/tables/savedQuery'
import { DeleteSavedQueryButton } from './DeleteSavedQueryButton'
import { QueryNoticeMessage } from './QueryNoticeMessage'

/**
 * The member's saved queries (each opens the page with its choice) with a
 * button to delete it (after a confirmation), and a form to save the query on the page under a
 * name. Plain form posts to server actions: no JavaScript needed.
 */
export async function SavedQueries({
  path,
  saved,
  current,
  notice,
}: {
  /** The database query page. */
  path: string
  saved: SavedQueryItem[]
  /** The query on the page in its fixed form; null when there is none to save. */
  current: string | null
  notice: QueryNotice | null
}) {
  const t = await getTranslations('databaseQuery.saved')
  const locale = await getLocale()
  const nameId = 'field-query-name'
  return (
    <section aria-labelledby="saved-queries-title" id="saved-queries" className="space-y-4">
      <h2 id="saved-queries-title" className="section-title">
        {t('title')}
      </h2>
      <QueryNoticeMessage notice={notice} />
      {saved.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ClientMessages only={{ databaseQuery: ['saved'] }}>
          <ul
            aria-label={t('count', { count: saved.length })}
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            data-testid="saved-queries"
          >
            {saved.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                data-saved-query={item.name}
              >
                <a className="link" href={localePath(locale, `${path}?${item.query}`)}>
                  {item.name}
                </a>
                <form action={deleteQueryAction}>
                  <input type="hidden" name="id" value={String(item.id)} />
                  <input type="hidden" name="back" value={current ?? ''} />
                  <DeleteSavedQueryButton name={item.name} />
                </form>
              </li>
            ))}
          </ul>
        </ClientMessages>
      )}
      {current && (
        <form action={saveQueryAction} className="space-y-2" aria-labelledby="save-query-title">
          <h3 id="save-query-title" className="font-semibold text-slate-900">
            {t('save')}
          </h3>
          <p className="text-slate-700">{t('intro')}</p>
          <input type="hidden" name="query" value={current} />
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={nameId} className="block font-medium text-slate-900">
                {t('name')}
              </label>
              <input
                id={nameId}
                name="name"
                type="text"
                required
                maxLength={SAVED_QUERY_NAME_MAX}
                aria-describedby={describedBy(nameId, true)}
                aria-invalid={notice === 'nameRequired' ? true : undefined}
                className="field-input mt-1"
              />
              <FieldMessage id={nameId} hint={t('nameHint')} />
            </div>
            <button type="submit" className="btn-primary">
              {t('save')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
