import { describe, expect, it } from 'vitest'
import { hostOf, safeHref, safeNextPath } from '@/lib/site/safeHref'

describe('safeHref', () => {
  it('keeps web, mail and phone addresses and paths on this site', () => {
    expect(safeHref('https://relamc.example/a?b=1')).toBe('https://relamc.example/a?b=1')
    expect(safeHref('http://example.org')).toBe('http://example.org/')
    expect(safeHref('mailto:secretaria@relamc.example')).toBe('mailto:secretaria@relamc.example')
    expect(safeHref('tel:+555133086722')).toBe('tel:+555133086722')
    expect(safeHref('/projetos/atlas')).toBe('/projetos/atlas')
  })

  it('drops script, data and protocol-relative addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(bad), String(bad)).toBeNull()
    }
  })
})

describe('safeNextPath', () => {
  it('returns to paths on this site only', () => {
    expect(safeNextPath('/envio-de-dados/manuais-e-formularios')).toBe(
      '/envio-de-dados/manuais-e-formularios',
    )
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      // What ?next=/%09/evil.example and the like decode to: browsers drop tabs and newlines.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '\t//evil.example',
      // Dot segments that normalise to a path starting with "//", a protocol-relative address.
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E//evil.example/x?y=1',
      '/./\\evil.example',
      '/a/b/../..//evil.example',
    ])
      expect(safeNextPath(bad, 'https://relamc.example'), JSON.stringify(bad)).toBe('/')
  })

  it('gives back the path as the browser reads it, on the real origin', () => {
    expect(safeNextPath('/vigie?x=1#r', 'https://relamc.example')).toBe('/vigie?x=1#r')
    expect(safeNextPath('/a\tb', 'https://relamc.example')).toBe('/ab')
    expect(safeNextPath('/../login', 'https://relamc.example')).toBe('/login')
  })
})

describe('hostOf', () => {
  it('shows the host of an address, or the text when it does not parse', () => {
    expect(hostOf('https://www.paho.org/pt')).toBe('www.paho.org')
    expect(hostOf('nada')).toBe('nada')
  })
})
