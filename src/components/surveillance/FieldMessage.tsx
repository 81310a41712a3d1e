/** Hint and error under a form field; ids match the input's aria-describedby. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

export const describedBy = (id: string, hasHint: boolean, error?: string): string | undefined =>
  [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined
