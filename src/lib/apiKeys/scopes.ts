import { tr } from '@/i18n/locales'

/** A `read` key only reads (GET); a `submit` key reads and sends its registries' data. */
export const apiKeyScopes = {
  read: tr('Somente leitura', 'Solo lectura', 'Read only'),
  submit: tr('Leitura e envio de dados', 'Lectura y envío de datos', 'Read and submit data'),
}

export type ApiKeyScope = keyof typeof apiKeyScopes

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  value === 'read' || value === 'submit'

/** Whether a request with this method only reads. */
export const isReadMethod = (method: string | undefined): boolean =>
  ['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase())

/** Whether a key of this scope may make a request with this method. */
export const scopeAllows = (scope: ApiKeyScope, method: string | undefined): boolean =>
  scope === 'submit' || isReadMethod(method)
