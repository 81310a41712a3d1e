'use client'

/**
 * notFound() above the site's own layout, which only a language the site does not have can
 * cause: a bare page in the three languages that leads home. Unmatched addresses get
 * global-not-found.tsx instead. A client component, because this boundary is written into
 * every page's payload: a reference costs a few bytes where rendered markup would not.
 */
export default function RootNotFound() {
  return (
    <html lang="pt">
      <body>
        <main>
          <h1>
            <span lang="pt">Página não encontrada</span> ·{' '}
            <span lang="es">Página no encontrada</span> · <span lang="en">Page not found</span>
          </h1>
          {/* A full load: the site's layout is not there to navigate within. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">
            <span lang="pt">Página inicial</span> · <span lang="es">Inicio</span> ·{' '}
            <span lang="en">Home</span>
          </a>
        </main>
      </body>
    </html>
  )
}
