/** Median and 95th percentile of `runs` timings (ms) of fn, after a warm-up. */
export async function measure(
  label: string,
  fn: () => unknown | Promise<unknown>,
  runs = 200,
): Promise<number> {
  for (let i = 0; i < Math.min(20, runs); i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  const p95 = times[Math.floor(times.length * 0.95)]!
  console.log(
    `${label.padEnd(48)} median ${median.toFixed(4)} ms   p95 ${p95.toFixed(4)} ms   (${runs} runs)`,
  )
  return median
}
