import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`admin_two_factor\` text DEFAULT 'production' NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`admin_two_factor\`;`)
}
