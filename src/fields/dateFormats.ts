/**
 * How the admin panel writes dates: date-fns' localized long formats, so each admin language
 * reads them its usual way (Payload formats with the date-fns locale of the admin's language).
 *
 * | format     | pt                                 | es                                  | en                            |
 * | ---------- | ---------------------------------- | ----------------------------------- | ----------------------------- |
 * | `day`      | 22 de novembro de 2026             | 22 de noviembre de 2026             | November 22nd, 2026           |
 * | `dateTime` | 22 de novembro de 2026 às 14:30    | 22 de noviembre de 2026 a las 14:30 | November 22nd, 2026 at 2:30 PM |
 *
 * Payload's default ('MMMM do yyyy, h:mm a') gives "novembro 22º 2026, 2:30 PM" in Portuguese.
 */
export const adminDateFormats = {
  day: 'PPP',
  dateTime: 'PPPp',
} as const

/** The admin options of a date field the office picks by day (no time). */
export const dayPicker = {
  pickerAppearance: 'dayOnly',
  displayFormat: adminDateFormats.day,
} as const

/** The admin options of a date-and-time field. */
export const dayAndTimePicker = {
  pickerAppearance: 'dayAndTime',
  displayFormat: adminDateFormats.dateTime,
} as const
