import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`member_registries\` ADD \`live_births_only\` integer DEFAULT false;`,
  )
  await db.run(
    sql`ALTER TABLE \`_member_registries_v\` ADD \`version_live_births_only\` integer DEFAULT false;`,
  )
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`q_value\` numeric;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`signal_false_discovery_rate\` numeric DEFAULT 0.05 NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`member_registries\` DROP COLUMN \`live_births_only\`;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` DROP COLUMN \`version_live_births_only\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`q_value\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`signal_false_discovery_rate\`;`)
}
