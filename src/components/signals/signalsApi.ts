/** The answer's first error message, or the status when it has none. */
export async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    errors?: { message?: string }[]
  } | null
  return body?.errors?.[0]?.message ?? `HTTP ${response.status}`
}

/** Payload answers in the language it is asked for (its errors and our hooks' messages). */
export const languageHeader = (locale: string) => ({ 'Accept-Language': locale })
