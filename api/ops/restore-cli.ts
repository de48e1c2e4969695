// npm run restore -- --from DIR [--force] [--data-dir DIR] [--database-url URL], with the backup's BACKUP_KEY(_FILE)
import { redact } from '../store/open.ts'
import { backupKey } from './backup-key.ts'
import { restoreDataDir, restorePostgres } from './backup.ts'
import { parseStoreCommand, runStoreCommand } from './store-command.ts'

const { values, env } = parseStoreCommand(
  { from: { type: 'string' }, force: { type: 'boolean', default: false } },
  'from',
  'npm run restore -- --from DIR [--force] [--data-dir DIR] [--database-url URL]',
)
const from = String(values.from)
await runStoreCommand('Restore', async () => {
  const key = backupKey(process.env, [from, env.DATA_DIR])
  if (env.DATABASE_URL) {
    const manifest = await restorePostgres(from, env.DATABASE_URL, key)
    console.log(`Restored the backup of ${manifest.createdAt} into ${redact(env.DATABASE_URL)}.`)
  } else {
    const { manifest, previous } = await restoreDataDir(from, env.DATA_DIR, { key, force: values.force === true })
    console.log(
      `Restored ${manifest.files.length} files (backup of ${manifest.createdAt}) into ${env.DATA_DIR}` +
        (previous ? `; the previous content is kept in ${previous}.` : '.'),
    )
  }
})
