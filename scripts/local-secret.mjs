// The PAYLOAD_SECRET of a single machine: made once by `npm start` and kept in data/, so every
// script run beside the server (`npm run demo:code`) opens what the server sealed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Sets process.env.PAYLOAD_SECRET from data/ unless it is set; creates it when `create`. */
export function applyLocalSecret(dataDir, { create = false } = {}) {
  if (process.env.PAYLOAD_SECRET) return
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!fs.existsSync(secretFile)) {
    if (!create) return
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}
