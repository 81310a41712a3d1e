import { defineConfig } from '@playwright/test'
import { e2e } from './tests/e2e/setup/env'
import { chromium } from './tests/e2e/setup/chromium'

const ci = Boolean(process.env.CI)

/**
 * End-to-end tests: Debian's Chromium against the production build, one worker (one server and
 * one browser on a small machine). A test that passes only on its retry is reported as flaky.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: e2e.baseUrl,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  webServer: {
    command: 'npx tsx tests/e2e/setup/server.ts',
    url: `${e2e.baseUrl}/`,
    // Every run starts from a fresh database: never test against a server left running.
    reuseExistingServer: false,
    // A first build on two cores, waiting for other builds of the machine, takes a while.
    timeout: 30 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
