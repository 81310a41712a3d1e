/**
 * A drawing of the site's own served as a file (the map's outlines, the hero's picture):
 * built at build time, cached by browsers for a day and refreshed in the background after.
 */
export const svgResponse = (svg: string): Response =>
  new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
