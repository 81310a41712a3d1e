import { NotFound, type CollectionBeforeOperationHook } from 'payload'

/** Every collection's ids are the database's serial numbers (SQLite and PostgreSQL alike). */
const serialId = /^[1-9]\d{0,15}$/

/**
 * A document asked for by an id no document can have (`/api/<collection>/abc`, a NUL in the
 * address) is not there (404), as a well-formed id of no document is, rather than a failed SQL
 * statement.
 */
export const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id } = args as { id?: unknown }
  if (id === undefined || id === null) return args
  if (!serialId.test(String(id))) throw new NotFound(req.t)
  return args
}
