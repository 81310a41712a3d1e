import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** Where the public pages' components live (the admin panel has no message provider of its own). */
const publicFolders = [
  'src/app/(site)',
  'src/components/site',
  'src/components/charts',
  'src/components/surveillance',
]

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const isClient = (source: string) => /^\s*['"]use client['"]/.test(source)
const importsCatalogue = (source: string) => /from\s+['"][^'"]*i18n\/messages[/'"]/.test(source)

/**
 * Every script a public page loads counts against its weight budget (150 KB gzipped): a client
 * component that imports a catalogue ships it whole, in every language. Client components get
 * their words from the server, as props or through ClientMessages.
 */
describe('client components on public pages', () => {
  it('import no message catalogue', () => {
    const offenders = publicFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => {
        const source = fs.readFileSync(file, 'utf8')
        return isClient(source) && importsCatalogue(source)
      })
      .map((file) => path.relative(root, file))
    expect(offenders).toEqual([])
  })

  it('the check finds such an import', () => {
    const source = "'use client'\nimport en from '@/i18n/messages/charts/en.json'\n"
    expect(isClient(source) && importsCatalogue(source)).toBe(true)
    expect(importsCatalogue("import { messagesByLocale } from '@/i18n/messages'")).toBe(true)
    expect(isClient("import x from 'y'\n'use client'")).toBe(false)
  })
})
