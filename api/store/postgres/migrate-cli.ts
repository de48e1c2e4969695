import { connect } from './index.ts'
import { migrate } from './migrate.ts'

// `npm run db:migrate`: applies pending migrations to DATABASE_URL (the app also does this at start).
const url = process.env.DATABASE_URL
if (!url) {
  console.error('Set DATABASE_URL to the PostgreSQL database to migrate.')
  process.exit(2)
}
const sql = connect(url, 1)
try {
  const applied = await migrate(sql)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply: the schema is up to date.')
} finally {
  await sql.end({ timeout: 5 })
}
