import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { intWorkers } from './tests/helpers/intWorkers.mjs'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // next-intl's middleware imports `next/server` without an extension, which only a
          // bundler resolves: let Vite transform it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // Pages read here import next-intl's navigation, which imports `next/navigation`
          // without an extension: let Vite transform it, as for the unit tests.
          server: { deps: { inline: ['next-intl'] } },
          // Files in parallel workers, each on its own copy of the database prepared once
          // (tests/helpers/workerDatabases.ts); a worker's files run one after another on it.
          maxWorkers: intWorkers(),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/helpers/globalSetup.ts'],
          setupFiles: ['tests/helpers/workerDatabase.ts', 'tests/helpers/takeBackJobs.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 's3',
          // The upload collections against an S3-protocol server started by the setup.
          include: ['tests/s3/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/s3/globalSetup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cache',
          // Production servers sharing one build, one database and Redis (reuses the e2e build).
          include: ['tests/cache/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // A Redis client left retrying a server a test stopped logs until the process ends;
          // relayed through Vitest, a line still in flight as the file closed failed the run.
          disableConsoleIntercept: true,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
