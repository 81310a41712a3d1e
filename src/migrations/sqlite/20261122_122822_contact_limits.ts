import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`sender_key\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`sender_address\` text;`)
  await db.run(
    sql`CREATE INDEX \`contact_messages_sender_key_idx\` ON \`contact_messages\` (\`sender_key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`contact_messages_sender_address_idx\` ON \`contact_messages\` (\`sender_address\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_sender_key_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_sender_address_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`sender_key\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`sender_address\`;`)
}
