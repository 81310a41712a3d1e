import { tr } from '@/i18n/locales'

/** A `read` key only reads (GET); a `submit` key reads and sends its registries' data. */
export const apiKeyScopes = {
  read: tr('Somente leitura', 'Solo lectura', 'Read only'),
  submit: tr('Leitura e envio de dados', 'Lectura y envío de datos', 'Read and submit data'),
}

export type ApiKeyScope = keyof typeof apiKeyScopes

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  value === 'read' || value === 'submit'

/** Whether a key of this scope may make a request with this method. */
export const scopeAllows = (scope: ApiKeyScope, method: string | undefined): boolean =>
  scope === 'submit' || ['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase())
