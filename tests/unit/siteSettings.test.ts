import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { siteSettings, siteSettingsOrDefaults } from '@/lib/siteSettings'

/** A Payload whose site-settings read fails as a lost database connection would. */
function payloadWithFailingRead() {
  const error = vi.fn()
  const payload = {
    findGlobal: vi.fn(async () => {
      throw new Error('connect ECONNREFUSED')
    }),
    logger: { error },
  } as unknown as Payload
  return { payload, error }
}

describe('the site settings accessor', () => {
  it('passes a failed read on to a job, which is then retried', async () => {
    const { payload } = payloadWithFailingRead()
    await expect(siteSettings(payload)).rejects.toThrow('ECONNREFUSED')
  })

  it('answers a reader with defaults with null, and logs what was lost', async () => {
    const { payload, error } = payloadWithFailingRead()
    expect(await siteSettingsOrDefaults(payload)).toBeNull()
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]![1]).toMatch(/site settings could not be read/)
  })

  it('reads the global itself, whatever the reader may see, through a write when given one', async () => {
    const findGlobal = vi.fn(async () => ({ suppressionThreshold: 3 }))
    const payload = { findGlobal } as unknown as Payload
    const req = { transactionID: 1 } as never
    expect(await siteSettings(payload, req)).toEqual({ suppressionThreshold: 3 })
    expect(findGlobal).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'site-settings', overrideAccess: true, req }),
    )
  })
})
