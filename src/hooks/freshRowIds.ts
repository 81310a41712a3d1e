import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'

type Data = Record<string, unknown>

/** Drops the ids of array and block rows in `data`, following the fields that hold them. */
function dropRowIds(fields: Field[], data: Data): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if ('name' in tab && tab.name) {
          const value = data[tab.name]
          if (value && typeof value === 'object') dropRowIds(tab.fields, value as Data)
        } else dropRowIds(tab.fields, data)
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      dropRowIds(field.fields, data)
      continue
    }
    if (!('name' in field)) continue
    const value = data[field.name]
    if (field.type === 'group' && value && typeof value === 'object')
      dropRowIds(field.fields, value as Data)
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value))
      for (const row of value) {
        if (!row || typeof row !== 'object') continue
        delete (row as Data).id
        const blockFields =
          field.type === 'blocks'
            ? field.blocks.find((block) => block.slug === (row as Data).blockType)?.fields
            : field.fields
        if (blockFields) dropRowIds(blockFields, row as Data)
      }
  }
}

/**
 * A new document gets new rows: ids sent with array or block rows on create
 * (copied from another document, say) would collide with that document's rows.
 */
export const withFreshRowIds = (collection: CollectionConfig): CollectionConfig => {
  const hook: CollectionBeforeValidateHook = ({ data, operation }) => {
    if (operation === 'create' && data) dropRowIds(collection.fields, data)
    return data
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeValidate: [hook, ...(collection.hooks?.beforeValidate ?? [])],
    },
  }
}
