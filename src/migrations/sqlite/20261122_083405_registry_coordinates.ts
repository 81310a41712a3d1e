import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`member_registries\` ADD \`latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`member_registries\` ADD \`longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` ADD \`version_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` ADD \`version_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`member_registries\` DROP COLUMN \`latitude\`;`)
  await db.run(sql`ALTER TABLE \`member_registries\` DROP COLUMN \`longitude\`;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` DROP COLUMN \`version_latitude\`;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` DROP COLUMN \`version_longitude\`;`)
}
