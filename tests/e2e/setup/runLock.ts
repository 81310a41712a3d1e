import fs from 'node:fs'

const LOCK = '/tmp/relamc-e2e-3100.lock'

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * One end-to-end run at a time in this checkout: runs share port 3100 and
 * data/e2e, so a second run waits for the first (a dead owner's lock is taken over).
 */
export async function acquireRunLock(timeoutMs = 45 * 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs
  let announced = false
  while (Date.now() < deadline) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(LOCK, { force: true })
    } catch {
      const owner = Number(fs.readFileSync(LOCK, 'utf8').trim())
      if (!owner || !alive(owner)) {
        fs.rmSync(LOCK, { force: true })
        continue
      }
      if (!announced) console.log(`e2e: waiting for the run of process ${owner} to finish...`)
      announced = true
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
  }
  throw new Error('e2e setup: another end-to-end run kept the lock for too long')
}
