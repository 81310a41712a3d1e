/**
 * Debian's Chromium and the flags it runs with here: headless, no sandbox (containers), and no
 * traffic of its own (updates, sync, QUIC). Shared by Playwright and the Lighthouse benchmark.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
