import fs from 'node:fs'
import path from 'node:path'
import { sanitize } from '@/lib/sanitize'
import { expect, test } from './fixtures'

const corpus = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/dompurify/payloads.json'), 'utf8'),
) as { title: string; payload: string }[]

// DOMPurify's own XSS corpus (tests/fixtures/dompurify), through the sanitiser every stored
// HTML of the site goes through, parsed by Chromium as a page would be.
test.describe('the sanitiser against the DOMPurify corpus', () => {
  test(`runs no script in any of its ${corpus.length} payloads`, async ({ page }) => {
    // Nothing leaves the machine: any request a payload makes is refused here.
    await page.route('**/*', (route) => route.abort())
    const sections = corpus.map(
      ({ payload }, index) => `<section data-case="${index}">${sanitize(payload)}</section>`,
    )
    // The harness's own script, first in the page: it records any call a payload manages to make.
    const harness = `<script>window.ran = []; for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = (...args) => window.ran.push(name + '(' + args.join(',') + ')')</script>`
    await page.setContent(
      `<!doctype html><html><head>${harness}</head><body>${sections.join('\n')}</body></html>`,
      {
        waitUntil: 'load',
      },
    )
    // Handlers a parse can trigger (onerror, onload, onfocus with autofocus) have fired by load;
    // one more turn of the event loop lets queued ones run too.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual([])
    // And no element carries an event handler, or a link the browser would run as script.
    const leftovers = await page.evaluate(() => {
      const runsScript = (value: string) => {
        try {
          return ['javascript:', 'vbscript:'].includes(
            new URL(value, 'https://site.example/').protocol,
          )
        } catch {
          return false
        }
      }
      return [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
                runsScript(attribute.value)),
          )
          .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
      )
    })
    expect(leftovers).toEqual([])
    // The harness's script is the only one.
    expect(await page.locator('script, iframe, object, embed').count()).toBe(1)
  })
})
