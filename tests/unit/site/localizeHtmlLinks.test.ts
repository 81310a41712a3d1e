import { describe, expect, it } from 'vitest'
import { localizeHtmlLinks } from '@/lib/site/localizeHtmlLinks'
import { sanitize } from '@/lib/sanitize'

const footer =
  '<p><a href="mailto:office@example.org">office@example.org</a> · ' +
  '<a href="/contato/perguntas-e-solicitacoes">Questions</a> · ' +
  '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">Elsewhere</a> · ' +
  '<a href="/api/media/file/a.pdf">File</a></p>'

describe('localizeHtmlLinks', () => {
  it('gives links to the site’s pages the language’s prefix, and leaves the rest alone', () => {
    expect(localizeHtmlLinks(sanitize(footer), 'es')).toBe(
      '<p><a href="mailto:office@example.org">office@example.org</a> · ' +
        '<a href="/es/contato/perguntas-e-solicitacoes">Questions</a> · ' +
        '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">Elsewhere</a> · ' +
        '<a href="/api/media/file/a.pdf">File</a></p>',
    )
  })

  it('changes nothing in Portuguese', () => {
    expect(localizeHtmlLinks(sanitize(footer), 'pt')).toBe(sanitize(footer))
  })
})
