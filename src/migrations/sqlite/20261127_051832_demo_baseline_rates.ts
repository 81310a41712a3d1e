import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`baseline_rates\` ADD \`demo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_baseline_rates_v\` ADD \`version_demo\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`baseline_rates\` DROP COLUMN \`demo\`;`)
  await db.run(sql`ALTER TABLE \`_baseline_rates_v\` DROP COLUMN \`version_demo\`;`)
}
