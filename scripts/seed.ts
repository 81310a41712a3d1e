// Loads the demo content into an empty database (npm start runs it; `npm run seed` too).
import { getPayload } from 'payload'
import config from '@payload-config'
import { seed } from '@/seed'

const payload = await getPayload({ config })
const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
if (totalDocs > 0 && !process.argv.includes('--force')) {
  payload.logger.info('Database already has content: demo content not loaded.')
} else {
  await seed(payload)
}
process.exit(0)
