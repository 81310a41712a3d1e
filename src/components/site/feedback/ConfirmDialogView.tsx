'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import type { ConfirmOptions } from './ConfirmDialog'

/** The question on screen; `settle` answers it (false on cancel, close or Escape). */
export default function ConfirmDialogView({
  options,
  settle,
}: {
  options: ConfirmOptions | null
  settle: (value: boolean) => void
}) {
  const t = useTranslations('common')
  const isAlert = options?.type === 'alert'
  return (
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
  )
}
