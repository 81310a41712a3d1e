// The address a request came from, for per-client limits: the socket's peer, or, when that peer
// is one of TRUSTED_PROXIES (comma-separated addresses of the reverse proxies in front), the last
// X-Forwarded-For hop the proxy did not add itself. Set as x-client-address for the app; a value
// a client sends under that name is always replaced, so it cannot be forged.
const trusted = new Set(
  (process.env.TRUSTED_PROXIES || '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
)
const plain = (address) => (address || '').replace(/^::ffff:/, '')

export function setClientAddress(req) {
  let address = plain(req.socket.remoteAddress)
  if (trusted.has(address)) {
    const hops = String(req.headers['x-forwarded-for'] || '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter(Boolean)
    while (hops.length && trusted.has(address)) address = hops.pop()
  }
  req.headers['x-client-address'] = address
}
