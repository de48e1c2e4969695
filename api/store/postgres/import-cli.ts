import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatCounts, importLowData } from './import.ts'
import { connect } from './index.ts'

// `npm run db:import -- --from ./data [--database-url postgres://…]` (DATABASE_URL from the environment otherwise).
const { values } = parseArgs({
  options: { from: { type: 'string', default: process.env.DATA_DIR ?? './data' }, 'database-url': { type: 'string' } },
})
const url = values['database-url'] ?? process.env.DATABASE_URL
if (!url) {
  console.error('Set DATABASE_URL (or pass --database-url) to the PostgreSQL database to import into.')
  process.exit(2)
}
const dataDir = path.resolve(values.from!)
const sql = connect(url, 2)
try {
  const counts = await importLowData(sql, dataDir)
  console.log(`Imported ${dataDir} into PostgreSQL:\n${formatCounts(counts)}`)
} finally {
  await sql.end({ timeout: 5 })
}
