import type { ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { Window } from 'happy-dom'

/** HTML parsed for queries, as a test reads a rendered component. */
export function parsedHtml(html: string) {
  const window = new Window()
  window.document.body.innerHTML = html
  const document = window.document
  return {
    html,
    document,
    all: (selector: string) => [...document.querySelectorAll(selector)],
    one: (selector: string) => {
      const found = document.querySelector(selector)
      if (!found) throw new Error(`nothing matches ${selector}`)
      return found
    },
  }
}

/**
 * Renders a server component tree to the HTML a visitor receives, async components included
 * (React's static prerender waits for them), and parses it for queries.
 */
export async function renderServer(element: ReactElement) {
  const { prelude } = await prerender(element)
  return parsedHtml(await new Response(prelude).text())
}
