// Asks `url` every INTERVAL ms, from its own process so the timing does not depend on the event
// loop it measures, without waiting for earlier answers (a blocked server is not asked less).
// Prints [sent at (epoch ms), latency (ms)] of each request as JSON when its stdin closes.
const [url, interval = '20'] = process.argv.slice(2)
const latencies = []
const pending = new Set()
const ask = () => {
  const sentAt = Date.now()
  const start = performance.now()
  const request = fetch(url)
    .then((res) => res.text())
    .then(() => latencies.push([sentAt, performance.now() - start]))
    .catch(() => latencies.push([sentAt, Infinity]))
    .finally(() => pending.delete(request))
  pending.add(request)
}
const timer = setInterval(ask, Number(interval))
process.stdin.resume()
process.stdin.on('end', async () => {
  clearInterval(timer)
  await Promise.all(pending)
  process.stdout.write(JSON.stringify(latencies))
})
