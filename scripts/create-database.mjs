// Creates the PostgreSQL database a URL names, when missing, connected to the database of a
// second URL (CI gives each concurrent suite its own database, made beside the one it is given).
//   node scripts/create-database.mjs <url of the database to create> <url of an existing one>
import pg from 'pg'

const [target, existing] = process.argv.slice(2)
const name = decodeURIComponent(new URL(target).pathname.slice(1))
const client = new pg.Client({ connectionString: existing })
await client.connect()
const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
if (!found.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
await client.end()
