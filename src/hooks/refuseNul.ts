import {
  APIError,
  ValidationError,
  type Access,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'
import { pick, tr } from '@/i18n/locales'

export const nulMessage = tr(
  'O texto contém um caractere nulo (U+0000), que não pode ser guardado. Remova-o e tente de novo.',
  'El texto contiene un carácter nulo (U+0000), que no se puede guardar. Quítelo e inténtelo de nuevo.',
  'The text contains a null character (U+0000), which cannot be stored. Remove it and try again.',
)

/**
 * The path ("members.0.name") of the first key or string in `data` holding a
 * NUL, or null. An explicit stack rather than recursion: a deeply nested body
 * cannot overflow it.
 */
export function pathOfNul(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\0')) return path
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        if (key.includes('\0')) return at
        stack.push([inner, at])
      }
    }
  }
  return null
}

const refuse = (
  req: PayloadRequest,
  path: string,
  owner: { collection?: string; global?: string },
) =>
  new ValidationError({
    ...owner,
    errors: [{ path, message: pick(nulMessage, req.i18n?.language) }],
    req,
  })

/**
 * SQLite ends stored text at a NUL and PostgreSQL refuses it with a server
 * error: every write is checked before validation, whichever way it came
 * (REST, GraphQL, admin panel, the site's forms and endpoints).
 */
export function withoutNul(collection: CollectionConfig): CollectionConfig {
  const hook: CollectionBeforeValidateHook = ({ data, req }) => {
    const path = pathOfNul(data)
    if (path !== null) throw refuse(req, path, { collection: collection.slug })
    return data
  }
  const read = collection.access?.read
  return {
    ...collection,
    access:
      collection.upload && read
        ? { ...collection.access, read: refuseNulFileName(read) }
        : collection.access,
    hooks: {
      ...collection.hooks,
      beforeValidate: [hook, ...(collection.hooks?.beforeValidate ?? [])],
    },
  }
}

export function globalWithoutNul(global: GlobalConfig): GlobalConfig {
  const hook: GlobalBeforeValidateHook = ({ data, req }) => {
    const path = pathOfNul(data)
    if (path !== null) throw refuse(req, path, { global: global.slug })
    return data
  }
  return {
    ...global,
    hooks: { ...global.hooks, beforeValidate: [hook, ...(global.hooks?.beforeValidate ?? [])] },
  }
}

/** A file URL naming a file with a NUL is a bad request, answered before any lookup by that name. */
function refuseNulFileName(read: Access): Access {
  return (args) => {
    const name = (args.data as { filename?: unknown } | undefined)?.filename
    if (args.isReadingStaticFile && typeof name === 'string' && name.includes('\0'))
      throw new APIError(pick(nulMessage, args.req.i18n?.language), 400, undefined, true)
    return read(args)
  }
}
