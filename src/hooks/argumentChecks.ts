import type { CollectionConfig, GlobalConfig } from 'payload'
import { refuseDeepData, refuseDeepGlobalData } from './nestedData'
import { refuseBadPageArguments } from './pageArguments'

/**
 * Checks of an operation's arguments that hold for every collection, before its own hooks and
 * before Payload reads them: malformed pagination and data nested too deep are bad requests.
 */
export function withArgumentChecks(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        refuseBadPageArguments,
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
