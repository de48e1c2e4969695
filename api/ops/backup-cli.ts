// npm run backup -- --to DIR [--data-dir DIR] [--database-url URL]
import { parseArgs } from 'node:util'
import { parseEnv } from '../env.ts'
import { redact } from '../store/open.ts'
import { backupDataDir, backupPostgres } from './backup.ts'

const { values } = parseArgs({
  options: { to: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
})
if (!values.to) {
  console.error('Usage: npm run backup -- --to DIR [--data-dir DIR] [--database-url URL]')
  process.exit(2)
}
const env = parseEnv({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
})
try {
  const manifest = env.DATABASE_URL
    ? await backupPostgres(env.DATABASE_URL, values.to, redact(env.DATABASE_URL))
    : await backupDataDir(env.DATA_DIR, values.to)
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
  console.log(
    `Backed up ${manifest.source} (${manifest.kind}: ${manifest.files.length} files, ${bytes} bytes) to ${values.to}`,
  )
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
