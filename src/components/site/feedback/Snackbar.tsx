'use client'

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { useLazyComponent } from '../useLazyComponent'

export type Severity = 'error' | 'success' | 'info'

/** SPEC: 3000 ms, bottom centre, error unless told otherwise. */
export const SNACKBAR_DURATION_MS = 3000

export type SnackbarMessage = { id: number; text: string; severity: Severity }
type ShowSnackbar = (text: string, severity?: Severity) => void

const SnackbarContext = createContext<ShowSnackbar>(() => {})

/** Shows a short message at the bottom of the screen; errors are announced assertively. */
export const useSnackbar = (): ShowSnackbar => useContext(SnackbarContext)

// Most visits never show a message: the toasts' code is fetched with the first one.
const loadToasts = () => import('./SnackbarToasts')

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('common')
  const [messages, setMessages] = useState<SnackbarMessage[]>([])
  const [SnackbarToasts, fetchToasts] = useLazyComponent(loadToasts)
  const show = useCallback<ShowSnackbar>(
    (text, severity = 'error') => {
      fetchToasts()
      setMessages((current) => [...current, { id: Date.now() + Math.random(), text, severity }])
    },
    [fetchToasts],
  )
  const close = useCallback(
    (id: number) => setMessages((current) => current.filter((message) => message.id !== id)),
    [],
  )

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      {SnackbarToasts && (
        <SnackbarToasts messages={messages} closeLabel={t('close')} onClose={close} />
      )}
    </SnackbarContext.Provider>
  )
}
