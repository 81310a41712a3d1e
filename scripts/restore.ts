// `npm run restore -- <archive> [--force]`: brings a backup of `npm run backup` back into an
// empty data/ (and the PostgreSQL database of DATABASE_URL when the backup is of one).
import { env } from '@/env'
import { BackupError } from '@/lib/backup/backup'
import { restoreBackup } from '@/lib/backup/restore'

const args = process.argv.slice(2)
const archive = args.find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(1)
}

try {
  const manifest = await restoreBackup({
    archive,
    dataDir: env.dataDir(),
    databaseUrl: env.databaseUrl(),
    force: args.includes('--force'),
  })
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt} into ${env.dataDir()}`,
  )
} catch (error) {
  console.error(`Restore failed: ${error instanceof BackupError ? error.message : String(error)}`)
  process.exit(1)
}
