// Next.js copies a route handler's headers onto the response as lists, Content-Type included
// (["image/svg+xml"]); its compression filter then finds no type and sends every route
// handler's answer uncompressed: the map's outlines, the site's drawings, API JSON
// (vercel/next.js#98007). A Content-Type of one value is stored as that value.

/** Makes `res` keep a one-element Content-Type list as a plain value. */
export function plainContentType(res) {
  const setHeader = res.setHeader
  res.setHeader = function plainSetHeader(name, value) {
    const single =
      Array.isArray(value) && value.length === 1 && String(name).toLowerCase() === 'content-type'
    return setHeader.call(this, name, single ? value[0] : value)
  }
}
