import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`institutional_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`institutional_pages_locales\` (
  	\`about\` text,
  	\`history\` text,
  	\`membership\` text,
  	\`tables_and_charts\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institutional_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`institutional_pages_locales_locale_parent_id_unique\` ON \`institutional_pages_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_institutional_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_institutional_pages_v_created_at_idx\` ON \`_institutional_pages_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_institutional_pages_v_updated_at_idx\` ON \`_institutional_pages_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_institutional_pages_v_locales\` (
  	\`version_about\` text,
  	\`version_history\` text,
  	\`version_membership\` text,
  	\`version_tables_and_charts\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_institutional_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_institutional_pages_v_locales_locale_parent_id_unique\` ON \`_institutional_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`institutional_pages\`;`)
  await db.run(sql`DROP TABLE \`institutional_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_institutional_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_institutional_pages_v_locales\`;`)
}
