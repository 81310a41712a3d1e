'use client'

import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'

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
const ConfirmDialogView = dynamic(() => import('./ConfirmDialogView'), { ssr: false })

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const [opened, setOpened] = useState(false)
  const resolver = useRef<((value: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false)
    setOpened(true)
    setOptions(next)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const settle = (value: boolean) => {
    resolver.current?.(value)
    resolver.current = null
    setOptions(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {opened && <ConfirmDialogView options={options} settle={settle} />}
    </ConfirmContext.Provider>
  )
}
