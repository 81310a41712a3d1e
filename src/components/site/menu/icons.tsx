/** Small inline icons of the menu; decorative, so hidden from assistive technology. */
export function LockIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg
      aria-hidden
      data-icon="lock"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current`}
      strokeWidth="2.2"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

export function ChevronIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current`}
      strokeWidth="2.2"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

export function ExternalIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current`}
      strokeWidth="2.2"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}
