'use client'

import * as Toast from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'

export type Severity = 'error' | 'success' | 'info'

/** SPEC: 3000 ms, bottom centre, error unless told otherwise. */
export const SNACKBAR_DURATION_MS = 3000

type Message = { id: number; text: string; severity: Severity }
type ShowSnackbar = (text: string, severity?: Severity) => void

const SnackbarContext = createContext<ShowSnackbar>(() => {})

/** Shows a short message at the bottom of the screen; errors are announced assertively. */
export const useSnackbar = (): ShowSnackbar => useContext(SnackbarContext)

const tone: Record<Severity, string> = {
  error: 'bg-red-700 text-white',
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white',
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('common')
  const [messages, setMessages] = useState<Message[]>([])
  const show = useCallback<ShowSnackbar>((text, severity = 'error') => {
    setMessages((current) => [...current, { id: Date.now() + Math.random(), text, severity }])
  }, [])
  const remove = (id: number) =>
    setMessages((current) => current.filter((message) => message.id !== id))
  const value = useMemo(() => show, [show])

  return (
    <SnackbarContext.Provider value={value}>
      <Toast.Provider duration={SNACKBAR_DURATION_MS} swipeDirection="down" label={t('close')}>
        {children}
        {messages.map((message) => (
          <Toast.Root
            key={message.id}
            type={message.severity === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && remove(message.id)}
            data-severity={message.severity}
            data-testid="snackbar"
            className={`${tone[message.severity]} flex items-center gap-4 rounded-md px-4 py-3 text-sm shadow-lg`}
          >
            <Toast.Description className="flex-1">{message.text}</Toast.Description>
            <Toast.Close
              aria-label={t('close')}
              className="rounded px-1 text-lg leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <span aria-hidden>×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed bottom-4 left-1/2 z-[60] flex w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none" />
      </Toast.Provider>
    </SnackbarContext.Provider>
  )
}
