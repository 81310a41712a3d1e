import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions\` ADD \`births_by_maternal_age\` text;`)
  await db.run(
    sql`ALTER TABLE \`_data_submissions_v\` ADD \`version_births_by_maternal_age\` text;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions\` DROP COLUMN \`births_by_maternal_age\`;`)
  await db.run(
    sql`ALTER TABLE \`_data_submissions_v\` DROP COLUMN \`version_births_by_maternal_age\`;`,
  )
}
