'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'

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

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('common')
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const resolver = useRef<((value: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false)
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

  const isAlert = options?.type === 'alert'
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            data-testid="confirm-dialog"
            role={isAlert ? 'alertdialog' : 'dialog'}
            className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
            {...(options?.message ? {} : { 'aria-describedby': undefined })}
          >
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {options?.title}
            </Dialog.Title>
            {options?.message && (
              <Dialog.Description className="mt-2 text-slate-700">
                {options.message}
              </Dialog.Description>
            )}
            <div className="mt-6 flex justify-end gap-3">
              {isAlert ? (
                <button type="button" className="btn-primary" onClick={() => settle(false)}>
                  {t('close')}
                </button>
              ) : (
                <>
                  <button type="button" className="btn-secondary" onClick={() => settle(false)}>
                    {t('cancel')}
                  </button>
                  <button type="button" className="btn-primary" onClick={() => settle(true)}>
                    {options?.confirmLabel ?? t('confirm')}
                  </button>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ConfirmContext.Provider>
  )
}
