import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions_warnings\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`data_submissions_warnings\` ADD \`explanation\` text;`)
  await db.run(sql`ALTER TABLE \`_data_submissions_v_version_warnings\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`_data_submissions_v_version_warnings\` ADD \`explanation\` text;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`submission_due_days\` numeric DEFAULT 60 NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`data_submissions_warnings\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`data_submissions_warnings\` DROP COLUMN \`explanation\`;`)
  await db.run(sql`ALTER TABLE \`_data_submissions_v_version_warnings\` DROP COLUMN \`key\`;`)
  await db.run(
    sql`ALTER TABLE \`_data_submissions_v_version_warnings\` DROP COLUMN \`explanation\`;`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`submission_due_days\`;`)
}
