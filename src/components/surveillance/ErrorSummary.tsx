/** The list of problems at the top of a form, each linking to its field. */
export function ErrorSummary({
  title,
  errors,
}: {
  title: string
  errors: { field: string; label: string; message: string }[]
}) {
  if (errors.length === 0) return null
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4"
    >
      <h2 id="error-summary-title" className="font-semibold text-red-800">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {errors.map((error) => (
          <li key={`${error.field}-${error.message}`}>
            <a className="link text-red-800" href={`#field-${error.field}`}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
