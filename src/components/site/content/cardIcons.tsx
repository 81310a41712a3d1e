/** Line icons of the card tiles, one per kind of card; decorative. */
export type CardKind = 'event' | 'meeting' | 'webinar' | 'project'

const paths: Record<CardKind, string> = {
  // A calendar page.
  event:
    'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8 13h3v3H8z',
  // People around a table.
  meeting:
    'M8 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM16 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3 19v-1a4 4 0 0 1 4-4h2a4 4 0 0 1 3 1.4A4 4 0 0 1 15 14h2a4 4 0 0 1 4 4v1',
  // A screen with a play mark.
  webinar:
    'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM9 21h6M12 17v4M10.5 8.5v5l4-2.5Z',
  // A flask.
  project: 'M9 3h6M10 3v6l-5.5 9.5A1.6 1.6 0 0 0 5.9 21h12.2a1.6 1.6 0 0 0 1.4-2.5L14 9V3M7.5 15h9',
}

export function CardIcon({ kind, className }: { kind: CardKind; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`${className ?? ''} fill-none stroke-current`}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[kind]} />
    </svg>
  )
}
