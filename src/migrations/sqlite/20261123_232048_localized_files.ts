import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { giveKeptFilesToPortuguese, keepFilesBeforeLocalizing } from '@/lib/localizedFilesMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Data step (not generated): keep each document's file before its column moves.
  for (const statement of keepFilesBeforeLocalizing) await db.run(sql.raw(statement))

  // Generated schema change.
  // Foreign keys stay off until every table is rebuilt (drizzle-kit turns them back on after the
  // first): dropping a rebuilt table would otherwise delete its language rows and detach its versions.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_manuals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_manuals\`("id", "_order", "updated_at", "created_at") SELECT "id", "_order", "updated_at", "created_at" FROM \`manuals\`;`,
  )
  await db.run(sql`DROP TABLE \`manuals\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals\` RENAME TO \`manuals\`;`)
  await db.run(sql`CREATE INDEX \`manuals__order_idx\` ON \`manuals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`manuals_updated_at_idx\` ON \`manuals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manuals_created_at_idx\` ON \`manuals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__manuals_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__manuals_v\`("id", "parent_id", "version__order", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_manuals_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_manuals_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__manuals_v\` RENAME TO \`_manuals_v\`;`)
  await db.run(sql`CREATE INDEX \`_manuals_v_parent_idx\` ON \`_manuals_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version__order_idx\` ON \`_manuals_v\` (\`version__order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_updated_at_idx\` ON \`_manuals_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_created_at_idx\` ON \`_manuals_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_manuals_v_created_at_idx\` ON \`_manuals_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_updated_at_idx\` ON \`_manuals_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_forms\`("id", "_order", "updated_at", "created_at") SELECT "id", "_order", "updated_at", "created_at" FROM \`forms\`;`,
  )
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`ALTER TABLE \`__new_forms\` RENAME TO \`forms\`;`)
  await db.run(sql`CREATE INDEX \`forms__order_idx\` ON \`forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__forms_v\`("id", "parent_id", "version__order", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_forms_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_forms_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__forms_v\` RENAME TO \`_forms_v\`;`)
  await db.run(sql`CREATE INDEX \`_forms_v_parent_idx\` ON \`_forms_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version__order_idx\` ON \`_forms_v\` (\`version__order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_updated_at_idx\` ON \`_forms_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_created_at_idx\` ON \`_forms_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_official_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`type\` text NOT NULL,
  	\`date\` text,
  	\`registry_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_official_documents\`("id", "_order", "type", "date", "registry_id", "updated_at", "created_at") SELECT "id", "_order", "type", "date", "registry_id", "updated_at", "created_at" FROM \`official_documents\`;`,
  )
  await db.run(sql`DROP TABLE \`official_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_official_documents\` RENAME TO \`official_documents\`;`)
  await db.run(
    sql`CREATE INDEX \`official_documents__order_idx\` ON \`official_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_type_idx\` ON \`official_documents\` (\`type\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_registry_idx\` ON \`official_documents\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_updated_at_idx\` ON \`official_documents\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_created_at_idx\` ON \`official_documents\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__official_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_type\` text NOT NULL,
  	\`version_date\` text,
  	\`version_registry_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__official_documents_v\`("id", "parent_id", "version__order", "version_type", "version_date", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_type", "version_date", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_official_documents_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_official_documents_v\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__official_documents_v\` RENAME TO \`_official_documents_v\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_parent_idx\` ON \`_official_documents_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version__order_idx\` ON \`_official_documents_v\` (\`version__order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_type_idx\` ON \`_official_documents_v\` (\`version_type\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_registry_idx\` ON \`_official_documents_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_updated_at_idx\` ON \`_official_documents_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_created_at_idx\` ON \`_official_documents_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_created_at_idx\` ON \`_official_documents_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_updated_at_idx\` ON \`_official_documents_v\` (\`updated_at\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`manuals_locales\` ADD \`document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`manuals_document_idx\` ON \`manuals_locales\` (\`document_id\`,\`_locale\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`_manuals_v_locales\` ADD \`version_document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_document_idx\` ON \`_manuals_v_locales\` (\`version_document_id\`,\`_locale\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`forms_locales\` ADD \`document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`forms_document_idx\` ON \`forms_locales\` (\`document_id\`,\`_locale\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`_forms_v_locales\` ADD \`version_document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_document_idx\` ON \`_forms_v_locales\` (\`version_document_id\`,\`_locale\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`official_documents_locales\` ADD \`document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_document_idx\` ON \`official_documents_locales\` (\`document_id\`,\`_locale\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`_official_documents_v_locales\` ADD \`version_document_id\` integer REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_document_idx\` ON \`_official_documents_v_locales\` (\`version_document_id\`,\`_locale\`);`,
  )

  // Data step (not generated): the kept file becomes the Portuguese one.
  for (const statement of giveKeptFilesToPortuguese) await db.run(sql.raw(statement))
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys stay off until every table is rebuilt (drizzle-kit turns them back on after the
  // first): dropping a rebuilt table would otherwise delete its language rows and detach its versions.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_manuals_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_manuals_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`manuals_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`manuals_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals_locales\` RENAME TO \`manuals_locales\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`manuals_locales_locale_parent_id_unique\` ON \`manuals_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__manuals_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_manuals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__manuals_v_locales\`("version_title", "id", "_locale", "_parent_id") SELECT "version_title", "id", "_locale", "_parent_id" FROM \`_manuals_v_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`_manuals_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__manuals_v_locales\` RENAME TO \`_manuals_v_locales\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_manuals_v_locales_locale_parent_id_unique\` ON \`_manuals_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_forms_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_forms_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`forms_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_forms_locales\` RENAME TO \`forms_locales\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__forms_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__forms_v_locales\`("version_title", "id", "_locale", "_parent_id") SELECT "version_title", "id", "_locale", "_parent_id" FROM \`_forms_v_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`_forms_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__forms_v_locales\` RENAME TO \`_forms_v_locales\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_forms_v_locales_locale_parent_id_unique\` ON \`_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_official_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_official_documents_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`official_documents_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`official_documents_locales\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_official_documents_locales\` RENAME TO \`official_documents_locales\`;`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`official_documents_locales_locale_parent_id_unique\` ON \`official_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__official_documents_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_official_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__official_documents_v_locales\`("version_title", "id", "_locale", "_parent_id") SELECT "version_title", "id", "_locale", "_parent_id" FROM \`_official_documents_v_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`_official_documents_v_locales\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__official_documents_v_locales\` RENAME TO \`_official_documents_v_locales\`;`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`_official_documents_v_locales_locale_parent_id_unique\` ON \`_official_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`manuals\` ADD \`document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(sql`CREATE INDEX \`manuals_document_idx\` ON \`manuals\` (\`document_id\`);`)
  await db.run(
    sql`ALTER TABLE \`_manuals_v\` ADD \`version_document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_document_idx\` ON \`_manuals_v\` (\`version_document_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`forms\` ADD \`document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(sql`CREATE INDEX \`forms_document_idx\` ON \`forms\` (\`document_id\`);`)
  await db.run(
    sql`ALTER TABLE \`_forms_v\` ADD \`version_document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_document_idx\` ON \`_forms_v\` (\`version_document_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`official_documents\` ADD \`document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_document_idx\` ON \`official_documents\` (\`document_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`_official_documents_v\` ADD \`version_document_id\` integer NOT NULL REFERENCES member_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_document_idx\` ON \`_official_documents_v\` (\`version_document_id\`);`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
