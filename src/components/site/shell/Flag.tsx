import type { Locale } from '@/i18n/locales'

/** Simplified flags for the language buttons (Brazil, Spain, United Kingdom); decorative. */
export function Flag({ locale }: { locale: Locale }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 30 20',
    className: 'h-4 w-6 rounded-[2px] shadow-[0_0_0_1px_rgba(15,23,42,0.25)]',
  } as const
  if (locale === 'pt') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#009c3b" />
        <path d="M15 2.5 27 10 15 17.5 3 10Z" fill="#ffdf00" />
        <circle cx="15" cy="10" r="4.2" fill="#002776" />
      </svg>
    )
  }
  if (locale === 'es') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#aa151b" />
        <rect y="5" width="30" height="10" fill="#f1bf00" />
      </svg>
    )
  }
  return (
    <svg {...common}>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </svg>
  )
}
