// npm run restore -- --from DIR [--force] [--data-dir DIR] [--database-url URL]
import { parseArgs } from 'node:util'
import { parseEnv } from '../env.ts'
import { redact } from '../store/open.ts'
import { restoreDataDir, restorePostgres } from './backup.ts'

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    force: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
})
if (!values.from) {
  console.error('Usage: npm run restore -- --from DIR [--force] [--data-dir DIR] [--database-url URL]')
  process.exit(2)
}
const env = parseEnv({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
})
try {
  if (env.DATABASE_URL) {
    const manifest = await restorePostgres(values.from, env.DATABASE_URL)
    console.log(`Restored the backup of ${manifest.createdAt} into ${redact(env.DATABASE_URL)}.`)
  } else {
    const { manifest, previous } = await restoreDataDir(values.from, env.DATA_DIR, { force: values.force })
    console.log(
      `Restored ${manifest.files.length} files (backup of ${manifest.createdAt}) into ${env.DATA_DIR}` +
        (previous ? `; the previous content is kept in ${previous}.` : '.'),
    )
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
