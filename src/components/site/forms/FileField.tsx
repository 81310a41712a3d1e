'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'

const noSubscription = () => () => {}

/** True once the page runs in a browser with scripts (false in the server's HTML). */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * A file input drawn as a button-like label beside the chosen file's name. The native input
 * stays in the form, only visually hidden: a click on either label opens the browser's
 * picker, the keyboard reaches the input itself (Tab, then Space or Enter) and its focus ring
 * is drawn on the button. Without scripts no name can be shown, so the browser's own control
 * takes the place of the button and the name.
 */
export function FileField({
  id,
  name,
  label,
  accept,
  required = false,
}: {
  id: string
  name: string
  label: string
  accept?: string
  required?: boolean
}) {
  const t = useTranslations('common')
  const scripted = useScripted()
  const input = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string | null>(null)

  // React resets a form once its action has run, which empties the input: forget its name too.
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const forget = () => setFileName(null)
    form.addEventListener('reset', forget)
    return () => form.removeEventListener('reset', forget)
  }, [])

  const labelId = `${id}-label`
  const chosenId = `${id}-chosen`
  return (
    <div>
      <label id={labelId} htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          required={required}
          accept={accept}
          aria-labelledby={labelId}
          // The name is read out only where it is kept up to date.
          aria-describedby={scripted ? chosenId : undefined}
          onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
          // Shown only without scripts: the browser's button drawn as the site's secondary button.
          className="peer sr-only text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-slate-800 [@media(scripting:none)]:not-sr-only"
        />
        {/* The input itself carries the name and the state for assistive technology. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 [@media(scripting:none)]:hidden"
        >
          {t('chooseFile')}
        </label>
        <span
          id={chosenId}
          className="text-sm break-all text-slate-700 [@media(scripting:none)]:hidden"
        >
          {fileName ?? t('noFileChosen')}
        </span>
      </div>
    </div>
  )
}
