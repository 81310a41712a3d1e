import path from 'node:path'

// The smallest App Router page on the site's build settings (same Next.js, React and bundler):
// the floor the site's pages are compared with by `npm run bench weight`. Plain JavaScript so
// the build writes no tsconfig here.
const config = {
  distDir: '.next-floor',
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
}

export default config
