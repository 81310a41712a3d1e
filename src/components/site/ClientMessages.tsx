import type { ReactNode } from 'react'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/**
 * Hands the browser only the message namespaces its components use: every
 * message given to a client provider is copied into each page's payload.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[]
  children: ReactNode
}) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.map((name) => [name, messages[name]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
