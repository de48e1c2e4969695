// npm run backup -- --to DIR [--data-dir DIR] [--database-url URL], with BACKUP_KEY or BACKUP_KEY_FILE set
import { redact } from '../store/open.ts'
import { backupKey } from './backup-key.ts'
import { backupDataDir, backupPostgres } from './backup.ts'
import { parseStoreCommand, runStoreCommand } from './store-command.ts'

const { values, env } = parseStoreCommand(
  { to: { type: 'string' } },
  'to',
  'npm run backup -- --to DIR [--data-dir DIR] [--database-url URL]',
)
const to = String(values.to)
await runStoreCommand('Backup', async () => {
  const key = backupKey(process.env, [to, env.DATA_DIR])
  const manifest = env.DATABASE_URL
    ? await backupPostgres(env.DATABASE_URL, to, redact(env.DATABASE_URL), key)
    : await backupDataDir(env.DATA_DIR, to, { key })
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
  console.log(
    `Backed up ${manifest.source} (${manifest.kind}: ${manifest.files.length} files, ${bytes} bytes) to ${to}`,
  )
})
