import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequiredDataFromCollectionSlug,
} from 'payload'
import type { Locale } from '@/i18n/locales'

/**
 * Every seed write carries this context: the demo accounts keep their known
 * passwords, and no Next.js cache is expired (there is none in a script).
 */
export const seedContext = { keepPassword: true, disableRevalidate: true }

/** Portuguese first (the default locale), then the translations. */
export const translations = ['es', 'en'] as const satisfies readonly Locale[]

/**
 * Creates a document in Portuguese, then saves the Spanish and English texts
 * on it. `build` returns the whole document for one locale; on the updates it
 * receives the created document so array rows can keep their ids.
 */
export async function createInLocales<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  build: (
    locale: Locale,
    created: DataFromCollectionSlug<S> | null,
  ) => RequiredDataFromCollectionSlug<S>,
): Promise<DataFromCollectionSlug<S>> {
  const created = (await payload.create({
    collection,
    locale: 'pt',
    data: build('pt', null),
    context: seedContext,
    overrideAccess: true,
  } as Parameters<Payload['create']>[0])) as DataFromCollectionSlug<S>
  for (const locale of translations) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: build(locale, created),
      context: seedContext,
      overrideAccess: true,
    } as Parameters<Payload['update']>[0])
  }
  return created
}

/**
 * Array rows with localized sub-fields: an update must send the row ids the
 * first create returned, or Payload replaces the rows (and loses Portuguese).
 */
export function withRowIds<T extends object>(
  createdRows: ReadonlyArray<{ id?: string | null }> | null | undefined,
  rows: T[],
): T[] {
  return rows.map((row, index) => {
    const id = createdRows?.[index]?.id
    return id ? { ...row, id } : row
  })
}

/** A calendar day stored at noon UTC, so it shows the same day in every American time zone. */
export const day = (isoDate: string): string => `${isoDate}T12:00:00.000Z`
