import Ajv2020 from 'ajv/dist/2020'

type Json = Record<string, unknown>

/**
 * A JSON Schema 2020-12 validator holding an OpenAPI document's component schemas, so a schema
 * of the document (with its $refs) compiles as the document states it. OpenAPI's own schema
 * keywords (`example`, `discriminator`, …) are allowed; unknown formats are accepted.
 */
export function documentValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  ajv.addSchema({ components: document.components }, 'openapi.json')
  return (schema: Json) => {
    const rooted = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
    ) as Json
    return ajv.compile(rooted)
  }
}
