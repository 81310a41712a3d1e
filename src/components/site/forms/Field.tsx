import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'

/** `error`: true marks the field; a text also says, under it, what is wrong. */
type Common = { label: string; name: string; hint?: string; error?: boolean | string }

/** The ids a field's description points to: its hint and its error message, when shown. */
const describedBy = (id: string, hint: boolean, error: Common['error']) =>
  [hint && `${id}-hint`, typeof error === 'string' && `${id}-error`].filter(Boolean).join(' ') ||
  undefined

/** What is wrong with a field, under it, in the error colour. */
function FieldError({ id, error }: { id: string; error: Common['error'] }) {
  if (typeof error !== 'string') return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  )
}

/** A labelled text input; the label is always visible and tied to the control. */
export function TextField({
  label,
  name,
  hint,
  error,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  // Two forms of one page may share a field name: the id then says which one.
  const id = input.id ?? `field-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}

export function TextAreaField({
  label,
  name,
  error,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field-input min-h-40"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, false, error)}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}

/** Inline message under a form, announced to screen readers. */
export function FormMessage({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success'
  children: React.ReactNode
  testId?: string
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-md px-4 py-3 text-sm font-medium ${tone === 'error' ? 'border border-red-300 bg-red-50 text-red-800' : 'border border-emerald-300 bg-emerald-50 text-emerald-900'}`}
    >
      {children}
    </p>
  )
}
