'use client'

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { useLazyComponent } from '../useLazyComponent'

export type ConfirmOptions = {
  title: string
  message?: string
  /** 'alert' only informs: one close button, resolves false. */
  type?: 'confirm' | 'alert'
  confirmLabel?: string
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm>(async () => false)

/** Asks the visitor a question; resolves true on confirm, false on cancel, close or Escape. */
export const useConfirm = (): Confirm => useContext(ConfirmContext)

// Asked rarely (signing out): the dialog's code is fetched with the first question.
const loadView = () => import('./ConfirmDialogView')

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const [ConfirmDialogView, fetchView] = useLazyComponent(loadView)
  const resolver = useRef<((value: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>(
    (next) => {
      resolver.current?.(false)
      fetchView()
      setOptions(next)
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve
      })
    },
    [fetchView],
  )

  const settle = (value: boolean) => {
    resolver.current?.(value)
    resolver.current = null
    setOptions(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {ConfirmDialogView && <ConfirmDialogView options={options} settle={settle} />}
    </ConfirmContext.Provider>
  )
}
