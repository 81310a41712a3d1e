/**
 * The end-to-end and shared-cache servers run a production build, where admins must have a
 * second factor by default. The demo admin that those tests sign in with has none: the site
 * settings say it is not required (twoFactor.e2e.ts turns it on for accounts of its own).
 */
import { getPayload } from 'payload'
import config from '@payload-config'

const payload = await getPayload({ config })
await payload.updateGlobal({
  slug: 'site-settings',
  data: { adminTwoFactor: 'never' },
  overrideAccess: true,
})
process.exit(0)
