import type { ReactNode } from 'react'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/** Namespaces handed over whole (`true`) or only some of their messages. */
export type MessageSelection = {
  [Namespace in keyof Messages]?: true | readonly (keyof Messages[Namespace])[]
}

/** The chosen messages out of all of them. */
export function pickMessages(messages: Messages, selection: MessageSelection): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(selection).map(([name, keys]) => {
      const namespace = messages[name as keyof Messages] as Record<string, unknown>
      return [
        name,
        keys === true
          ? namespace
          : Object.fromEntries((keys as string[]).map((key) => [key, namespace[key]])),
      ]
    }),
  )
}

/**
 * Hands the browser only the messages its components use: every message given to a client
 * provider is copied into each page's payload. A provider inside another replaces its messages.
 */
export async function ClientMessages({
  namespaces = [],
  only = {},
  children,
}: {
  namespaces?: readonly (keyof Messages)[]
  only?: MessageSelection
  children: ReactNode
}) {
  const selection: MessageSelection = {
    ...Object.fromEntries(namespaces.map((name) => [name, true])),
    ...only,
  }
  const picked = pickMessages(await getMessages(), selection)
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
