import { getPayload, type Payload } from 'payload'

/** The Payload instance of this test file, on the database prepared by globalSetup. */
export async function testPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
