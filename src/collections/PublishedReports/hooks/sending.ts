/** A publication emails the registry's members when it is created, and again when a save asks to resend. */
export const isSending = (operation: string, data: { resend?: unknown } | undefined): boolean =>
  operation === 'create' || data?.resend === true
