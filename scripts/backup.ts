// `npm run backup [-- --out <folder>]`: one dated archive of the database and the uploads
// (backups/ unless told otherwise). See docs/operations.md, "Backups".
import { env } from '@/env'
import { BackupError, createBackup } from '@/lib/backup/backup'

const outIndex = process.argv.indexOf('--out')
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : process.env.BACKUP_DIR || 'backups'

try {
  const archive = await createBackup({
    dataDir: env.dataDir(),
    databaseUrl: env.databaseUrl(),
    outDir: outDir!,
  })
  console.log(`Backup written to ${archive}`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof BackupError ? error.message : String(error)}`)
  process.exit(1)
}
