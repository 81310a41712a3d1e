import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pickMessages } from '@/components/site/ClientMessages'
import { shellMessages } from '@/components/site/shell/shellMessages'
import { messagesByLocale } from '@/i18n/messages'

const root = path.resolve(import.meta.dirname, '../../..')

/** The client components under the site's shell provider: all but the forms, which bring their own. */
function shellClientFiles(): string[] {
  const dir = path.join(root, 'src/components/site')
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('forms'))
    .map((file) => path.join(dir, file))
  files.push(path.join(root, 'src/app/(site)/[locale]/error.tsx'))
  return files.filter((file) => fs.readFileSync(file, 'utf8').startsWith("'use client'"))
}

/** Every message key a file asks for, as "namespace.key", read from its translate calls. */
function keysUsed(source: string): string[] {
  const keys: string[] = []
  for (const [, name, namespace] of source.matchAll(
    /const (\w+) = useTranslations\((?:'(\w+)')?\)/g,
  )) {
    for (const [, , key] of source.matchAll(new RegExp(`\\b${name}\\((['\`])([^'\`]+)\\1`, 'g')))
      keys.push(namespace ? `${namespace}.${key}` : key!)
  }
  return keys
}

describe('the shell’s client messages', () => {
  it('hold every message the shell’s client components ask for', () => {
    const files = shellClientFiles()
    const used = files.flatMap((file) => keysUsed(fs.readFileSync(file, 'utf8')))
    // The menus, language buttons, session buttons, dialogs and the error page at least.
    expect(files.length).toBeGreaterThanOrEqual(10)
    expect(used).toContain('shell.toggleSubmenu')
    expect(used).toContain('common.retry')
    const picked = pickMessages(messagesByLocale.pt, shellMessages) as Record<
      string,
      Record<string, string>
    >
    for (const key of used) {
      expect(key, key).not.toMatch(/\$\{/)
      const [namespace, name] = key.split('.')
      expect(picked[namespace!]?.[name!], key).toEqual(expect.any(String))
    }
  })

  it('leave out the messages no client component of the shell reads', () => {
    const picked = pickMessages(messagesByLocale.pt, shellMessages) as Record<
      string,
      Record<string, string>
    >
    expect(Object.keys(picked)).toEqual(['common', 'shell'])
    expect(picked.common).not.toHaveProperty('chooseFile')
    expect(picked.shell).not.toHaveProperty('copyright')
  })
})
