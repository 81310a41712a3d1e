import type { CollectionConfig, GlobalConfig } from 'payload'
import { refuseMalformedId } from './documentId'
import { refuseDeepData, refuseDeepGlobalData } from './nestedData'
import { refuseBadPageArguments } from './pageArguments'

/**
 * Checks of an operation's arguments that hold for every collection, before its own hooks and
 * before Payload reads them: malformed pagination, data that is no document or nests too deep
 * are bad requests, and a malformed id names no document.
 */
export function withArgumentChecks(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        refuseBadPageArguments,
        refuseMalformedId,
        refuseDeepData,
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  }
}

export function globalWithArgumentChecks(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [refuseDeepGlobalData, ...(global.hooks?.beforeOperation ?? [])],
    },
  }
}
