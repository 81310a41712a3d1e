'use client'

import * as Toast from '@radix-ui/react-toast'
import { SNACKBAR_DURATION_MS, type SnackbarMessage, type Severity } from './Snackbar'

const tone: Record<Severity, string> = {
  error: 'bg-red-700 text-white',
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white',
}

/** The messages on screen, bottom centre; errors are announced assertively. */
export default function SnackbarToasts({
  messages,
  closeLabel,
  onClose,
}: {
  messages: SnackbarMessage[]
  closeLabel: string
  onClose: (id: number) => void
}) {
  return (
    <Toast.Provider duration={SNACKBAR_DURATION_MS} swipeDirection="down" label={closeLabel}>
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          type={message.severity === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onClose(message.id)}
          data-severity={message.severity}
          data-testid="snackbar"
          className={`${tone[message.severity]} flex items-center gap-4 rounded-md px-4 py-3 text-sm shadow-lg`}
        >
          <Toast.Description className="flex-1">{message.text}</Toast.Description>
          <Toast.Close
            aria-label={closeLabel}
            className="rounded px-1 text-lg leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden>×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-[60] flex w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  )
}
