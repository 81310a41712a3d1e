'use server'

import { getCurrentUser } from '@/lib/site/currentUser'
import { redirectInLanguage } from '@/lib/site/redirectInLanguage'
import { networkShortName } from '@/lib/site/network'
import { getPayloadClient } from '@/lib/site/payload'
import { loginWith, routes } from '@/lib/site/routes'
import { deleteSavedQuery, saveQuery } from '../data/savedQueries'
import { noticeAddress } from '../present/queryNotice'
import { normaliseSavedQuery } from '../tables/savedQuery'

/** The page's own query, checked, to come back to; anything else comes back to the bare page. */
const backTo = (value: FormDataEntryValue | null): string | null => {
  if (typeof value !== 'string' || value === '') return null
  const checked = normaliseSavedQuery(value)
  return checked.ok ? checked.value : null
}

/**
 * Saves the page's current query under a name for the signed-in member, then
 * returns to it with a notice. A plain form post: works without JavaScript.
 */
export async function saveQueryAction(formData: FormData): Promise<void> {
  const path = routes(networkShortName()).databaseQuery
  const user = await getCurrentUser()
  if (!user) return redirectInLanguage(loginWith(path))
  const { outcome, query } = await saveQuery(await getPayloadClient(), user, {
    name: formData.get('name'),
    query: formData.get('query'),
  })
  return redirectInLanguage(noticeAddress(path, query, outcome))
}

/** Deletes one of the member's saved queries and returns to the query on the page. */
export async function deleteQueryAction(formData: FormData): Promise<void> {
  const path = routes(networkShortName()).databaseQuery
  const user = await getCurrentUser()
  if (!user) return redirectInLanguage(loginWith(path))
  const outcome = await deleteSavedQuery(await getPayloadClient(), user, formData.get('id'))
  return redirectInLanguage(noticeAddress(path, backTo(formData.get('back')), outcome))
}
