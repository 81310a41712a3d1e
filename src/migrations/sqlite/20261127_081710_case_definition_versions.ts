import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions\` ADD \`definition_versions\` text;`)
  await db.run(sql`ALTER TABLE \`_data_submissions_v\` ADD \`version_definition_versions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions\` DROP COLUMN \`definition_versions\`;`)
  await db.run(
    sql`ALTER TABLE \`_data_submissions_v\` DROP COLUMN \`version_definition_versions\`;`,
  )
}
