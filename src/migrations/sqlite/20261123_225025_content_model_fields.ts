import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { births2017Copy } from '@/lib/registries/births2017Copy'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`research_webinars_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`research_webinars_documents_order_idx\` ON \`research_webinars_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_documents_parent_id_idx\` ON \`research_webinars_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_documents_file_idx\` ON \`research_webinars_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`research_webinars_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_webinars_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`research_webinars_documents_locales_locale_parent_id_unique\` ON \`research_webinars_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_research_webinars_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_documents_order_idx\` ON \`_research_webinars_v_version_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_documents_parent_id_idx\` ON \`_research_webinars_v_version_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_documents_file_idx\` ON \`_research_webinars_v_version_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_research_webinars_v_version_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_webinars_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_research_webinars_v_version_documents_locales_locale_parent\` ON \`_research_webinars_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`member_registries_covered_births\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`births\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`member_registries_covered_births_order_idx\` ON \`member_registries_covered_births\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_registries_covered_births_parent_id_idx\` ON \`member_registries_covered_births\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_member_registries_v_version_covered_births\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`births\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_covered_births_order_idx\` ON \`_member_registries_v_version_covered_births\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_covered_births_parent_id_idx\` ON \`_member_registries_v_version_covered_births\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_links_order_idx\` ON \`projects_links\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`projects_links_parent_id_idx\` ON \`projects_links\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`projects_links_locales_locale_parent_id_unique\` ON \`projects_links_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`projects_attachments_order_idx\` ON \`projects_attachments\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`projects_attachments_parent_id_idx\` ON \`projects_attachments\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`projects_attachments_file_idx\` ON \`projects_attachments\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_attachments_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`projects_attachments_locales_locale_parent_id_unique\` ON \`projects_attachments_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`member_registries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_registries_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`projects_rels_member_registries_id_idx\` ON \`projects_rels\` (\`member_registries_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_links_order_idx\` ON \`_projects_v_version_links\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_links_parent_id_idx\` ON \`_projects_v_version_links\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_version_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_projects_v_version_links_locales_locale_parent_id_unique\` ON \`_projects_v_version_links_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_version_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_attachments_order_idx\` ON \`_projects_v_version_attachments\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_attachments_parent_id_idx\` ON \`_projects_v_version_attachments\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_attachments_file_idx\` ON \`_projects_v_version_attachments\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_version_attachments_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_projects_v_version_attachments_locales_locale_parent_id_uni\` ON \`_projects_v_version_attachments_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`member_registries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_registries_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_projects_v_rels_member_registries_id_idx\` ON \`_projects_v_rels\` (\`member_registries_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`annual_meetings\` ADD \`online_meeting_url\` text;`)
  await db.run(sql`ALTER TABLE \`annual_meetings\` ADD \`recording_url\` text;`)
  await db.run(sql`ALTER TABLE \`_annual_meetings_v\` ADD \`version_online_meeting_url\` text;`)
  await db.run(sql`ALTER TABLE \`_annual_meetings_v\` ADD \`version_recording_url\` text;`)
  await db.run(sql`ALTER TABLE \`operational_webinars\` ADD \`online_meeting_url\` text;`)
  await db.run(sql`ALTER TABLE \`operational_webinars\` ADD \`recording_url\` text;`)
  await db.run(
    sql`ALTER TABLE \`_operational_webinars_v\` ADD \`version_online_meeting_url\` text;`,
  )
  await db.run(sql`ALTER TABLE \`_operational_webinars_v\` ADD \`version_recording_url\` text;`)
  await db.run(sql`ALTER TABLE \`research_webinars\` ADD \`online_meeting_url\` text;`)
  await db.run(sql`ALTER TABLE \`research_webinars\` ADD \`recording_url\` text;`)
  await db.run(
    sql`ALTER TABLE \`research_webinars\` ADD \`project_id\` integer REFERENCES projects(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_project_idx\` ON \`research_webinars\` (\`project_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`_research_webinars_v\` ADD \`version_online_meeting_url\` text;`)
  await db.run(sql`ALTER TABLE \`_research_webinars_v\` ADD \`version_recording_url\` text;`)
  await db.run(
    sql`ALTER TABLE \`_research_webinars_v\` ADD \`version_project_id\` integer REFERENCES projects(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_version_project_idx\` ON \`_research_webinars_v\` (\`version_project_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`events\` ADD \`end_date\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`member_registries\` ADD \`contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`member_registries\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`member_registries\` ADD \`status\` text DEFAULT 'active';`)
  await db.run(
    sql`CREATE INDEX \`member_registries_logo_idx\` ON \`member_registries\` (\`logo_id\`);`,
  )
  // --- Data step (not generated): the 2017 births figure becomes a 2017 row of coveredBirths
  // (main table and versions), before its columns are dropped.
  for (const statement of births2017Copy.sqlite.up) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`member_registries\` DROP COLUMN \`covered_births2017\`;`)
  await db.run(sql`ALTER TABLE \`_member_registries_v\` ADD \`version_contact_email\` text;`)
  await db.run(
    sql`ALTER TABLE \`_member_registries_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`_member_registries_v\` ADD \`version_status\` text DEFAULT 'active';`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_version_logo_idx\` ON \`_member_registries_v\` (\`version_logo_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`_member_registries_v\` DROP COLUMN \`version_covered_births2017\`;`,
  )
  await db.run(sql`ALTER TABLE \`projects\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`start_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`end_year\` numeric;`)
  await db.run(sql`CREATE INDEX \`projects_image_idx\` ON \`projects\` (\`image_id\`);`)
  await db.run(
    sql`ALTER TABLE \`_projects_v\` ADD \`version_image_id\` integer REFERENCES media(id);`,
  )
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_start_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_end_year\` numeric;`)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version_image_idx\` ON \`_projects_v\` (\`version_image_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`official_documents\` ADD \`date\` text;`)
  await db.run(
    sql`ALTER TABLE \`official_documents\` ADD \`registry_id\` integer REFERENCES member_registries(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`official_documents_registry_idx\` ON \`official_documents\` (\`registry_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`_official_documents_v\` ADD \`version_date\` text;`)
  await db.run(
    sql`ALTER TABLE \`_official_documents_v\` ADD \`version_registry_id\` integer REFERENCES member_registries(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version_registry_idx\` ON \`_official_documents_v\` (\`version_registry_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` ADD \`institution\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // --- Data step (not generated): the old columns come back first, filled from the 2017 rows,
  // while those still exist; the table rebuilds below carry them over.
  for (const statement of births2017Copy.sqlite.down) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`research_webinars_documents\`;`)
  await db.run(sql`DROP TABLE \`research_webinars_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_research_webinars_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_research_webinars_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`member_registries_covered_births\`;`)
  await db.run(sql`DROP TABLE \`_member_registries_v_version_covered_births\`;`)
  await db.run(sql`DROP TABLE \`projects_links\`;`)
  await db.run(sql`DROP TABLE \`projects_links_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_attachments\`;`)
  await db.run(sql`DROP TABLE \`projects_attachments_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_attachments\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_attachments_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_research_webinars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`is_visible\` integer DEFAULT true,
  	\`minutes_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`minutes_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_research_webinars\`("id", "date", "start_time", "end_time", "is_visible", "minutes_id", "updated_at", "created_at") SELECT "id", "date", "start_time", "end_time", "is_visible", "minutes_id", "updated_at", "created_at" FROM \`research_webinars\`;`,
  )
  await db.run(sql`DROP TABLE \`research_webinars\`;`)
  await db.run(sql`ALTER TABLE \`__new_research_webinars\` RENAME TO \`research_webinars\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`research_webinars_date_idx\` ON \`research_webinars\` (\`date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_minutes_idx\` ON \`research_webinars\` (\`minutes_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_updated_at_idx\` ON \`research_webinars\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`research_webinars_created_at_idx\` ON \`research_webinars\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__research_webinars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text NOT NULL,
  	\`version_start_time\` text,
  	\`version_end_time\` text,
  	\`version_is_visible\` integer DEFAULT true,
  	\`version_minutes_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research_webinars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_minutes_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__research_webinars_v\`("id", "parent_id", "version_date", "version_start_time", "version_end_time", "version_is_visible", "version_minutes_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_date", "version_start_time", "version_end_time", "version_is_visible", "version_minutes_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_research_webinars_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_research_webinars_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__research_webinars_v\` RENAME TO \`_research_webinars_v\`;`)
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_parent_idx\` ON \`_research_webinars_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_version_date_idx\` ON \`_research_webinars_v\` (\`version_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_version_minutes_idx\` ON \`_research_webinars_v\` (\`version_minutes_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_version_updated_at_idx\` ON \`_research_webinars_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_version_version_created_at_idx\` ON \`_research_webinars_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_created_at_idx\` ON \`_research_webinars_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_research_webinars_v_updated_at_idx\` ON \`_research_webinars_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_member_registries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network_code\` text NOT NULL,
  	\`initials\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`responsible\` text,
  	\`website\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`coverage\` text NOT NULL,
  	\`covered_births2017\` numeric,
  	\`total_settlements\` numeric,
  	\`start_year\` numeric,
  	\`network_admission_year\` numeric,
  	\`clearinghouse_admission_year\` numeric,
  	\`max_diagnosis_age\` text,
  	\`encoding\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_member_registries\`("id", "network_code", "initials", "country", "responsible", "website", "latitude", "longitude", "coverage", "covered_births2017", "total_settlements", "start_year", "network_admission_year", "clearinghouse_admission_year", "max_diagnosis_age", "encoding", "updated_at", "created_at") SELECT "id", "network_code", "initials", "country", "responsible", "website", "latitude", "longitude", "coverage", "covered_births2017", "total_settlements", "start_year", "network_admission_year", "clearinghouse_admission_year", "max_diagnosis_age", "encoding", "updated_at", "created_at" FROM \`member_registries\`;`,
  )
  await db.run(sql`DROP TABLE \`member_registries\`;`)
  await db.run(sql`ALTER TABLE \`__new_member_registries\` RENAME TO \`member_registries\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`member_registries_network_code_idx\` ON \`member_registries\` (\`network_code\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_registries_updated_at_idx\` ON \`member_registries\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_registries_created_at_idx\` ON \`member_registries\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__member_registries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_network_code\` text NOT NULL,
  	\`version_initials\` text NOT NULL,
  	\`version_country\` text NOT NULL,
  	\`version_responsible\` text,
  	\`version_website\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_coverage\` text NOT NULL,
  	\`version_covered_births2017\` numeric,
  	\`version_total_settlements\` numeric,
  	\`version_start_year\` numeric,
  	\`version_network_admission_year\` numeric,
  	\`version_clearinghouse_admission_year\` numeric,
  	\`version_max_diagnosis_age\` text,
  	\`version_encoding\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__member_registries_v\`("id", "parent_id", "version_network_code", "version_initials", "version_country", "version_responsible", "version_website", "version_latitude", "version_longitude", "version_coverage", "version_covered_births2017", "version_total_settlements", "version_start_year", "version_network_admission_year", "version_clearinghouse_admission_year", "version_max_diagnosis_age", "version_encoding", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_network_code", "version_initials", "version_country", "version_responsible", "version_website", "version_latitude", "version_longitude", "version_coverage", "version_covered_births2017", "version_total_settlements", "version_start_year", "version_network_admission_year", "version_clearinghouse_admission_year", "version_max_diagnosis_age", "version_encoding", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_member_registries_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_member_registries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__member_registries_v\` RENAME TO \`_member_registries_v\`;`)
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_parent_idx\` ON \`_member_registries_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_version_network_code_idx\` ON \`_member_registries_v\` (\`version_network_code\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_version_updated_at_idx\` ON \`_member_registries_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_version_version_created_at_idx\` ON \`_member_registries_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_created_at_idx\` ON \`_member_registries_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_member_registries_v_updated_at_idx\` ON \`_member_registries_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`is_completed\` integer DEFAULT false,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_projects\`("id", "_order", "is_completed", "slug", "updated_at", "created_at") SELECT "id", "_order", "is_completed", "slug", "updated_at", "created_at" FROM \`projects\`;`,
  )
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects__order_idx\` ON \`projects\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_is_completed\` integer DEFAULT false,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__projects_v\`("id", "parent_id", "version__order", "version_is_completed", "version_slug", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_is_completed", "version_slug", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_projects_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v\` RENAME TO \`_projects_v\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version__order_idx\` ON \`_projects_v\` (\`version__order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_official_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`type\` text NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_official_documents\`("id", "_order", "type", "document_id", "updated_at", "created_at") SELECT "id", "_order", "type", "document_id", "updated_at", "created_at" FROM \`official_documents\`;`,
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
    sql`CREATE INDEX \`official_documents_document_idx\` ON \`official_documents\` (\`document_id\`);`,
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
  	\`version_document_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__official_documents_v\`("id", "parent_id", "version__order", "version_type", "version_document_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version__order", "version_type", "version_document_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_official_documents_v\`;`,
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
    sql`CREATE INDEX \`_official_documents_v_version_version_document_idx\` ON \`_official_documents_v\` (\`version_document_id\`);`,
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
  await db.run(sql`ALTER TABLE \`annual_meetings\` DROP COLUMN \`online_meeting_url\`;`)
  await db.run(sql`ALTER TABLE \`annual_meetings\` DROP COLUMN \`recording_url\`;`)
  await db.run(sql`ALTER TABLE \`_annual_meetings_v\` DROP COLUMN \`version_online_meeting_url\`;`)
  await db.run(sql`ALTER TABLE \`_annual_meetings_v\` DROP COLUMN \`version_recording_url\`;`)
  await db.run(sql`ALTER TABLE \`operational_webinars\` DROP COLUMN \`online_meeting_url\`;`)
  await db.run(sql`ALTER TABLE \`operational_webinars\` DROP COLUMN \`recording_url\`;`)
  await db.run(
    sql`ALTER TABLE \`_operational_webinars_v\` DROP COLUMN \`version_online_meeting_url\`;`,
  )
  await db.run(sql`ALTER TABLE \`_operational_webinars_v\` DROP COLUMN \`version_recording_url\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`end_date\`;`)
  await db.run(sql`ALTER TABLE \`events_locales\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_end_date\`;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`institution\`;`)
}
