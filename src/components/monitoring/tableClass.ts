/** The look of the monitoring pages' result tables (borders between rows, compact cells). */
export const tableClass =
  'w-full border-collapse text-sm [&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-medium [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border-t [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left'
