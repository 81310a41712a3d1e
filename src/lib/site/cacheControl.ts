/**
 * A page's address says its language, so a public page is the same for every visitor without a
 * session and a shared cache (nginx, a CDN) may keep it by URL alone. `s-maxage=5` bounds how long
 * such a cache serves a copy before asking again, so an edit in the admin panel shows within
 * seconds; `stale-while-revalidate` lets it answer that one request from the old copy while it
 * fetches the new one, so no visitor waits on a render. `max-age=0`: browsers check their copy
 * (ETag) on each visit. A signed-in visitor's pages, and anything but GET and HEAD, are stored
 * nowhere. The signed-in parts of a page are client islands, so the public copy fits everyone.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'
export const sessionCacheControl = 'private, no-store'
