/** The public address used in emailed links. SERVER_URL wins; otherwise the local port. */
export const siteUrl = (): string =>
  (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
