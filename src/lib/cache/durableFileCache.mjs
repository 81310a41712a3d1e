// Next.js's own file-system cache, whose tag expiries (revalidateTag) live only in memory: a page
// edited and then restarted would be read back from disk as fresh. This keeps those expiries in
// a file beside the cache and loads them back when the server starts.
import fs from 'node:fs'
import path from 'node:path'
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

// CommonJS modules: Node puts their exports under `default`, a bundler may not.
const FileSystemCache = fileSystemCache.default?.default ?? fileSystemCache.default
const tagsManifest = tagsManifestModule.tagsManifest ?? tagsManifestModule.default.tagsManifest

/** Expiries older than this no longer matter: every page is regenerated hourly. */
const keepMs = 7 * 24 * 3600 * 1000
let manifestFile = null

function load(file) {
  manifestFile = file
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'))
    for (const [tag, entry] of Object.entries(saved)) {
      if (!tagsManifest.has(tag)) tagsManifest.set(tag, entry)
    }
  } catch {
    // no expiries saved yet, or an unreadable file: the hourly regeneration still applies
  }
}

function save() {
  const cutoff = Date.now() - keepMs
  const kept = {}
  for (const [tag, entry] of tagsManifest) {
    if (Math.max(entry.stale ?? 0, entry.expired ?? 0) > cutoff) kept[tag] = entry
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  const temporary = `${manifestFile}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(kept))
  fs.renameSync(temporary, manifestFile)
}

export class DurableFileCache extends FileSystemCache {
  constructor(context) {
    super(context)
    // One file per build folder (.next/cache beside .next/server), read once per process.
    if (!manifestFile && context.serverDistDir) {
      load(path.join(context.serverDistDir, '..', 'cache', 'revalidated-tags.json'))
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    if (manifestFile) save()
  }
}
