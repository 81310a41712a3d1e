import type { ServerError } from '@/components/surveillance/submissions/gridModel'
import { SUBMISSIONS_API, withLocale } from '@/components/surveillance/submissions/submissionsApi'

export type OfficeResult = { ok: true; body: unknown } | { ok: false; errors: ServerError[] }

async function post(url: string, data: unknown): Promise<OfficeResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    })
    const body = (await response.json().catch(() => null)) as { errors?: ServerError[] } | null
    if (response.ok) return { ok: true, body }
    return { ok: false, errors: Array.isArray(body?.errors) ? body.errors : [] }
  } catch {
    return { ok: false, errors: [] }
  }
}

/** The office's review actions on the submissions API. */
export const officeApi = (locale: string) => ({
  accept: (id: number | string, comment: string) =>
    post(withLocale(`${SUBMISSIONS_API}/${id}/accept`, locale), { comment }),
  return: (id: number | string, comment: string) =>
    post(withLocale(`${SUBMISSIONS_API}/${id}/return`, locale), { comment }),
  rollback: (id: number | string, comment: string) =>
    post(withLocale(`${SUBMISSIONS_API}/${id}/rollback`, locale), { comment }),
  remind: (year: number, semester: number) =>
    post(withLocale(`${SUBMISSIONS_API}/reminders`, locale), { year, semester }),
})
