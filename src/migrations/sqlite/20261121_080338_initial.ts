import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`coordinations_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`country\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coordinations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`coordinations_members_order_idx\` ON \`coordinations_members\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`coordinations_members_parent_id_idx\` ON \`coordinations_members\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`coordinations_members_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coordinations_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`coordinations_members_locales_locale_parent_id_unique\` ON \`coordinations_members_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`coordinations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_year\` numeric NOT NULL,
  	\`end_year\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`coordinations_updated_at_idx\` ON \`coordinations\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`coordinations_created_at_idx\` ON \`coordinations\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`coordinations_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coordinations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`coordinations_locales_locale_parent_id_unique\` ON \`coordinations_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_coordinations_v_version_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`country\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coordinations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_version_members_order_idx\` ON \`_coordinations_v_version_members\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_version_members_parent_id_idx\` ON \`_coordinations_v_version_members\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_coordinations_v_version_members_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coordinations_v_version_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_coordinations_v_version_members_locales_locale_parent_id_un\` ON \`_coordinations_v_version_members_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_coordinations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_start_year\` numeric NOT NULL,
  	\`version_end_year\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coordinations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_parent_idx\` ON \`_coordinations_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_version_version_updated_at_idx\` ON \`_coordinations_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_version_version_created_at_idx\` ON \`_coordinations_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_created_at_idx\` ON \`_coordinations_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_coordinations_v_updated_at_idx\` ON \`_coordinations_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_coordinations_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coordinations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_coordinations_v_locales_locale_parent_id_unique\` ON \`_coordinations_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`annual_meetings_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'program' NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`annual_meetings_documents_order_idx\` ON \`annual_meetings_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`annual_meetings_documents_parent_id_idx\` ON \`annual_meetings_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`annual_meetings_documents_file_idx\` ON \`annual_meetings_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`annual_meetings_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_meetings_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`annual_meetings_documents_locales_locale_parent_id_unique\` ON \`annual_meetings_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`annual_meetings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`time\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`annual_meetings_start_date_idx\` ON \`annual_meetings\` (\`start_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`annual_meetings_updated_at_idx\` ON \`annual_meetings\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`annual_meetings_created_at_idx\` ON \`annual_meetings\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`annual_meetings_locales\` (
  	\`name\` text NOT NULL,
  	\`location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`annual_meetings_locales_locale_parent_id_unique\` ON \`annual_meetings_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_annual_meetings_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'program' NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_annual_meetings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_documents_order_idx\` ON \`_annual_meetings_v_version_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_documents_parent_id_idx\` ON \`_annual_meetings_v_version_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_documents_file_idx\` ON \`_annual_meetings_v_version_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_annual_meetings_v_version_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_annual_meetings_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_annual_meetings_v_version_documents_locales_locale_parent_i\` ON \`_annual_meetings_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_annual_meetings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_start_date\` text NOT NULL,
  	\`version_end_date\` text,
  	\`version_time\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`annual_meetings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_parent_idx\` ON \`_annual_meetings_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_version_start_date_idx\` ON \`_annual_meetings_v\` (\`version_start_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_version_updated_at_idx\` ON \`_annual_meetings_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_version_version_created_at_idx\` ON \`_annual_meetings_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_created_at_idx\` ON \`_annual_meetings_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_annual_meetings_v_updated_at_idx\` ON \`_annual_meetings_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_annual_meetings_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_annual_meetings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_annual_meetings_v_locales_locale_parent_id_unique\` ON \`_annual_meetings_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`operational_webinars_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`operational_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`operational_webinars_documents_order_idx\` ON \`operational_webinars_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`operational_webinars_documents_parent_id_idx\` ON \`operational_webinars_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`operational_webinars_documents_file_idx\` ON \`operational_webinars_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`operational_webinars_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`operational_webinars_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`operational_webinars_documents_locales_locale_parent_id_uniq\` ON \`operational_webinars_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`operational_webinars\` (
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
    sql`CREATE INDEX \`operational_webinars_date_idx\` ON \`operational_webinars\` (\`date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`operational_webinars_minutes_idx\` ON \`operational_webinars\` (\`minutes_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`operational_webinars_updated_at_idx\` ON \`operational_webinars\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`operational_webinars_created_at_idx\` ON \`operational_webinars\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`operational_webinars_locales\` (
  	\`name\` text NOT NULL,
  	\`agenda\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`operational_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`operational_webinars_locales_locale_parent_id_unique\` ON \`operational_webinars_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_operational_webinars_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_operational_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_documents_order_idx\` ON \`_operational_webinars_v_version_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_documents_parent_id_idx\` ON \`_operational_webinars_v_version_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_documents_file_idx\` ON \`_operational_webinars_v_version_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_operational_webinars_v_version_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_operational_webinars_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_operational_webinars_v_version_documents_locales_locale_par\` ON \`_operational_webinars_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_operational_webinars_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`operational_webinars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_minutes_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_parent_idx\` ON \`_operational_webinars_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_version_date_idx\` ON \`_operational_webinars_v\` (\`version_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_version_minutes_idx\` ON \`_operational_webinars_v\` (\`version_minutes_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_version_updated_at_idx\` ON \`_operational_webinars_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_version_version_created_at_idx\` ON \`_operational_webinars_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_created_at_idx\` ON \`_operational_webinars_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_operational_webinars_v_updated_at_idx\` ON \`_operational_webinars_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_operational_webinars_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_agenda\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_operational_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_operational_webinars_v_locales_locale_parent_id_unique\` ON \`_operational_webinars_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`research_webinars\` (
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
  await db.run(sql`CREATE TABLE \`research_webinars_locales\` (
  	\`name\` text NOT NULL,
  	\`discussed_project\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`research_webinars_locales_locale_parent_id_unique\` ON \`research_webinars_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_research_webinars_v\` (
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
  await db.run(sql`CREATE TABLE \`_research_webinars_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_discussed_project\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_research_webinars_v_locales_locale_parent_id_unique\` ON \`_research_webinars_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference_date\` text NOT NULL,
  	\`display_date\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_reference_date_idx\` ON \`events\` (\`reference_date\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`name\` text NOT NULL,
  	\`place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_reference_date\` text NOT NULL,
  	\`version_display_date\` text,
  	\`version_image_id\` integer,
  	\`version_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_reference_date_idx\` ON \`_events_v\` (\`version_reference_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`reg_outcomes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reg_outcomes_order_idx\` ON \`reg_outcomes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reg_outcomes_parent_idx\` ON \`reg_outcomes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reg_vars_cases\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reg_vars_cases_order_idx\` ON \`reg_vars_cases\` (\`order\`);`)
  await db.run(
    sql`CREATE INDEX \`reg_vars_cases_parent_idx\` ON \`reg_vars_cases\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`reg_vars_denominators\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`reg_vars_denominators_order_idx\` ON \`reg_vars_denominators\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`reg_vars_denominators_parent_idx\` ON \`reg_vars_denominators\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`member_registries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network_code\` text NOT NULL,
  	\`initials\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`responsible\` text,
  	\`website\` text,
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
    sql`CREATE UNIQUE INDEX \`member_registries_network_code_idx\` ON \`member_registries\` (\`network_code\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_registries_updated_at_idx\` ON \`member_registries\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_registries_created_at_idx\` ON \`member_registries\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`member_registries_locales\` (
  	\`name\` text NOT NULL,
  	\`institution\` text,
  	\`region\` text,
  	\`story\` text,
  	\`activities\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`member_registries_locales_locale_parent_id_unique\` ON \`member_registries_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_reg_outcomes_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_reg_outcomes_v_order_idx\` ON \`_reg_outcomes_v\` (\`order\`);`)
  await db.run(
    sql`CREATE INDEX \`_reg_outcomes_v_parent_idx\` ON \`_reg_outcomes_v\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_reg_vars_cases_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_reg_vars_cases_v_order_idx\` ON \`_reg_vars_cases_v\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_reg_vars_cases_v_parent_idx\` ON \`_reg_vars_cases_v\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_reg_vars_denominators_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_reg_vars_denominators_v_order_idx\` ON \`_reg_vars_denominators_v\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_reg_vars_denominators_v_parent_idx\` ON \`_reg_vars_denominators_v\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_member_registries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_network_code\` text NOT NULL,
  	\`version_initials\` text NOT NULL,
  	\`version_country\` text NOT NULL,
  	\`version_responsible\` text,
  	\`version_website\` text,
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
  await db.run(sql`CREATE TABLE \`_member_registries_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_institution\` text,
  	\`version_region\` text,
  	\`version_story\` text,
  	\`version_activities\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_member_registries_v_locales_locale_parent_id_unique\` ON \`_member_registries_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`network_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`citation\` text NOT NULL,
  	\`link\` text,
  	\`year\` numeric,
  	\`registry_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`network_publications_year_idx\` ON \`network_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_registry_idx\` ON \`network_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_updated_at_idx\` ON \`network_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_created_at_idx\` ON \`network_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_network_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_citation\` text NOT NULL,
  	\`version_link\` text,
  	\`version_year\` numeric,
  	\`version_registry_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`network_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_parent_idx\` ON \`_network_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_year_idx\` ON \`_network_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_registry_idx\` ON \`_network_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_updated_at_idx\` ON \`_network_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_created_at_idx\` ON \`_network_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_created_at_idx\` ON \`_network_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_updated_at_idx\` ON \`_network_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`registry_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`citation\` text NOT NULL,
  	\`link\` text,
  	\`year\` numeric,
  	\`registry_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`registry_publications_year_idx\` ON \`registry_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_registry_idx\` ON \`registry_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_updated_at_idx\` ON \`registry_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_created_at_idx\` ON \`registry_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_registry_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_citation\` text NOT NULL,
  	\`version_link\` text,
  	\`version_year\` numeric,
  	\`version_registry_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`registry_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_parent_idx\` ON \`_registry_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_year_idx\` ON \`_registry_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_registry_idx\` ON \`_registry_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_updated_at_idx\` ON \`_registry_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_created_at_idx\` ON \`_registry_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_created_at_idx\` ON \`_registry_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_updated_at_idx\` ON \`_registry_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`publication_queries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'others' NOT NULL,
  	\`query\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`publication_queries_updated_at_idx\` ON \`publication_queries\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`publication_queries_created_at_idx\` ON \`publication_queries\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`publication_queries_locales\` (
  	\`subgroup\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`publication_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`publication_queries_locales_locale_parent_id_unique\` ON \`publication_queries_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_publication_queries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text DEFAULT 'others' NOT NULL,
  	\`version_query\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publication_queries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_publication_queries_v_parent_idx\` ON \`_publication_queries_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_publication_queries_v_version_version_updated_at_idx\` ON \`_publication_queries_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_publication_queries_v_version_version_created_at_idx\` ON \`_publication_queries_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_publication_queries_v_created_at_idx\` ON \`_publication_queries_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_publication_queries_v_updated_at_idx\` ON \`_publication_queries_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_publication_queries_v_locales\` (
  	\`version_subgroup\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_publication_queries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_publication_queries_v_locales_locale_parent_id_unique\` ON \`_publication_queries_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects_proponents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`projects_proponents_order_idx\` ON \`projects_proponents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`projects_proponents_parent_id_idx\` ON \`projects_proponents\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_completed\` integer DEFAULT false,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v_version_proponents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_proponents_order_idx\` ON \`_projects_v_version_proponents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_proponents_parent_id_idx\` ON \`_projects_v_version_proponents\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_is_completed\` integer DEFAULT false,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_subtitle\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`is_network_resource\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`resources_updated_at_idx\` ON \`resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_created_at_idx\` ON \`resources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`resources_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`resources_locales_locale_parent_id_unique\` ON \`resources_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_resources_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_link\` text,
  	\`version_is_network_resource\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_resources_v_parent_idx\` ON \`_resources_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_resources_v_version_version_updated_at_idx\` ON \`_resources_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_resources_v_version_version_created_at_idx\` ON \`_resources_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_resources_v_created_at_idx\` ON \`_resources_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_resources_v_updated_at_idx\` ON \`_resources_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_resources_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_resources_v_locales_locale_parent_id_unique\` ON \`_resources_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`accumulated_data\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`accumulated_data_document_idx\` ON \`accumulated_data\` (\`document_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`accumulated_data_updated_at_idx\` ON \`accumulated_data\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`accumulated_data_created_at_idx\` ON \`accumulated_data\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`accumulated_data_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accumulated_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`accumulated_data_locales_locale_parent_id_unique\` ON \`accumulated_data_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_accumulated_data_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_document_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accumulated_data\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_parent_idx\` ON \`_accumulated_data_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_version_version_document_idx\` ON \`_accumulated_data_v\` (\`version_document_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_version_version_updated_at_idx\` ON \`_accumulated_data_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_version_version_created_at_idx\` ON \`_accumulated_data_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_created_at_idx\` ON \`_accumulated_data_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_updated_at_idx\` ON \`_accumulated_data_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_accumulated_data_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accumulated_data_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_accumulated_data_v_locales_locale_parent_id_unique\` ON \`_accumulated_data_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`announcements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_date_idx\` ON \`announcements\` (\`date\`);`)
  await db.run(
    sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`announcements_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`announcements_locales_locale_parent_id_unique\` ON \`announcements_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_announcements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_announcements_v_version_version_date_idx\` ON \`_announcements_v\` (\`version_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_announcements_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_announcements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_announcements_v_locales_locale_parent_id_unique\` ON \`_announcements_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`manuals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`manuals_document_idx\` ON \`manuals\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`manuals_updated_at_idx\` ON \`manuals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manuals_created_at_idx\` ON \`manuals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manuals_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`manuals_locales_locale_parent_id_unique\` ON \`manuals_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_manuals_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_document_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_manuals_v_parent_idx\` ON \`_manuals_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_document_idx\` ON \`_manuals_v\` (\`version_document_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_updated_at_idx\` ON \`_manuals_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version_created_at_idx\` ON \`_manuals_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_manuals_v_created_at_idx\` ON \`_manuals_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_updated_at_idx\` ON \`_manuals_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_manuals_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_manuals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_manuals_v_locales_locale_parent_id_unique\` ON \`_manuals_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_document_idx\` ON \`forms\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_document_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_parent_idx\` ON \`_forms_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_document_idx\` ON \`_forms_v\` (\`version_document_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_updated_at_idx\` ON \`_forms_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version_created_at_idx\` ON \`_forms_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_forms_v_locales_locale_parent_id_unique\` ON \`_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`form_updates_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`form_updates_documents_order_idx\` ON \`form_updates_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`form_updates_documents_parent_id_idx\` ON \`form_updates_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`form_updates_documents_file_idx\` ON \`form_updates_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`form_updates_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_updates_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`form_updates_documents_locales_locale_parent_id_unique\` ON \`form_updates_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`form_updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`form_updates_date_idx\` ON \`form_updates\` (\`date\`);`)
  await db.run(
    sql`CREATE INDEX \`form_updates_updated_at_idx\` ON \`form_updates\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`form_updates_created_at_idx\` ON \`form_updates\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`form_updates_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`form_updates_locales_locale_parent_id_unique\` ON \`form_updates_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_form_updates_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_form_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_documents_order_idx\` ON \`_form_updates_v_version_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_documents_parent_id_idx\` ON \`_form_updates_v_version_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_documents_file_idx\` ON \`_form_updates_v_version_documents\` (\`file_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_form_updates_v_version_documents_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_form_updates_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_form_updates_v_version_documents_locales_locale_parent_id_u\` ON \`_form_updates_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_form_updates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_updates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_parent_idx\` ON \`_form_updates_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_version_date_idx\` ON \`_form_updates_v\` (\`version_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_version_updated_at_idx\` ON \`_form_updates_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_version_version_created_at_idx\` ON \`_form_updates_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_created_at_idx\` ON \`_form_updates_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_form_updates_v_updated_at_idx\` ON \`_form_updates_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`_form_updates_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_form_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_form_updates_v_locales_locale_parent_id_unique\` ON \`_form_updates_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`official_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`official_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`official_documents_locales_locale_parent_id_unique\` ON \`official_documents_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_official_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
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
    sql`CREATE INDEX \`_official_documents_v_parent_idx\` ON \`_official_documents_v\` (\`parent_id\`);`,
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
  await db.run(sql`CREATE TABLE \`_official_documents_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_official_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_official_documents_v_locales_locale_parent_id_unique\` ON \`_official_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`member_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(
    sql`CREATE INDEX \`member_files_updated_at_idx\` ON \`member_files\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`member_files_created_at_idx\` ON \`member_files\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`member_files_filename_idx\` ON \`member_files\` (\`filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`member_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`member_files_locales_locale_parent_id_unique\` ON \`member_files_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`language\` text DEFAULT 'pt',
  	\`disabled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`coordinations_id\` integer,
  	\`annual_meetings_id\` integer,
  	\`operational_webinars_id\` integer,
  	\`research_webinars_id\` integer,
  	\`events_id\` integer,
  	\`member_registries_id\` integer,
  	\`network_publications_id\` integer,
  	\`registry_publications_id\` integer,
  	\`publication_queries_id\` integer,
  	\`projects_id\` integer,
  	\`resources_id\` integer,
  	\`accumulated_data_id\` integer,
  	\`announcements_id\` integer,
  	\`manuals_id\` integer,
  	\`forms_id\` integer,
  	\`form_updates_id\` integer,
  	\`official_documents_id\` integer,
  	\`media_id\` integer,
  	\`member_files_id\` integer,
  	\`users_id\` integer,
  	\`contact_messages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coordinations_id\`) REFERENCES \`coordinations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`annual_meetings_id\`) REFERENCES \`annual_meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`operational_webinars_id\`) REFERENCES \`operational_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_webinars_id\`) REFERENCES \`research_webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_registries_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`network_publications_id\`) REFERENCES \`network_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registry_publications_id\`) REFERENCES \`registry_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publication_queries_id\`) REFERENCES \`publication_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accumulated_data_id\`) REFERENCES \`accumulated_data\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manuals_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_updates_id\`) REFERENCES \`form_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`official_documents_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_files_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_coordinations_id_idx\` ON \`payload_locked_documents_rels\` (\`coordinations_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_annual_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_meetings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_operational_webinars_id_idx\` ON \`payload_locked_documents_rels\` (\`operational_webinars_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_research_webinars_id_idx\` ON \`payload_locked_documents_rels\` (\`research_webinars_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_member_registries_id_idx\` ON \`payload_locked_documents_rels\` (\`member_registries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_network_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`network_publications_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_registry_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`registry_publications_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_publication_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`publication_queries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`resources_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_accumulated_data_id_idx\` ON \`payload_locked_documents_rels\` (\`accumulated_data_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_manuals_id_idx\` ON \`payload_locked_documents_rels\` (\`manuals_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`form_updates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_official_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`official_documents_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_member_files_id_idx\` ON \`payload_locked_documents_rels\` (\`member_files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_locales\` (
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_footer_v_locales_locale_parent_id_unique\` ON \`_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`charts_site_url\` text,
  	\`office_email\` text,
  	\`current_base_period\` text DEFAULT '2020-2022',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`network_name\` text,
  	\`office_address\` text,
  	\`upcoming_meeting_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`coordinations_members\`;`)
  await db.run(sql`DROP TABLE \`coordinations_members_locales\`;`)
  await db.run(sql`DROP TABLE \`coordinations\`;`)
  await db.run(sql`DROP TABLE \`coordinations_locales\`;`)
  await db.run(sql`DROP TABLE \`_coordinations_v_version_members\`;`)
  await db.run(sql`DROP TABLE \`_coordinations_v_version_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_coordinations_v\`;`)
  await db.run(sql`DROP TABLE \`_coordinations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`annual_meetings_documents\`;`)
  await db.run(sql`DROP TABLE \`annual_meetings_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`annual_meetings\`;`)
  await db.run(sql`DROP TABLE \`annual_meetings_locales\`;`)
  await db.run(sql`DROP TABLE \`_annual_meetings_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_annual_meetings_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_annual_meetings_v\`;`)
  await db.run(sql`DROP TABLE \`_annual_meetings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`operational_webinars_documents\`;`)
  await db.run(sql`DROP TABLE \`operational_webinars_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`operational_webinars\`;`)
  await db.run(sql`DROP TABLE \`operational_webinars_locales\`;`)
  await db.run(sql`DROP TABLE \`_operational_webinars_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_operational_webinars_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_operational_webinars_v\`;`)
  await db.run(sql`DROP TABLE \`_operational_webinars_v_locales\`;`)
  await db.run(sql`DROP TABLE \`research_webinars\`;`)
  await db.run(sql`DROP TABLE \`research_webinars_locales\`;`)
  await db.run(sql`DROP TABLE \`_research_webinars_v\`;`)
  await db.run(sql`DROP TABLE \`_research_webinars_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`reg_outcomes\`;`)
  await db.run(sql`DROP TABLE \`reg_vars_cases\`;`)
  await db.run(sql`DROP TABLE \`reg_vars_denominators\`;`)
  await db.run(sql`DROP TABLE \`member_registries\`;`)
  await db.run(sql`DROP TABLE \`member_registries_locales\`;`)
  await db.run(sql`DROP TABLE \`_reg_outcomes_v\`;`)
  await db.run(sql`DROP TABLE \`_reg_vars_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_reg_vars_denominators_v\`;`)
  await db.run(sql`DROP TABLE \`_member_registries_v\`;`)
  await db.run(sql`DROP TABLE \`_member_registries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`network_publications\`;`)
  await db.run(sql`DROP TABLE \`_network_publications_v\`;`)
  await db.run(sql`DROP TABLE \`registry_publications\`;`)
  await db.run(sql`DROP TABLE \`_registry_publications_v\`;`)
  await db.run(sql`DROP TABLE \`publication_queries\`;`)
  await db.run(sql`DROP TABLE \`publication_queries_locales\`;`)
  await db.run(sql`DROP TABLE \`_publication_queries_v\`;`)
  await db.run(sql`DROP TABLE \`_publication_queries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_proponents\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_proponents\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`resources\`;`)
  await db.run(sql`DROP TABLE \`resources_locales\`;`)
  await db.run(sql`DROP TABLE \`_resources_v\`;`)
  await db.run(sql`DROP TABLE \`_resources_v_locales\`;`)
  await db.run(sql`DROP TABLE \`accumulated_data\`;`)
  await db.run(sql`DROP TABLE \`accumulated_data_locales\`;`)
  await db.run(sql`DROP TABLE \`_accumulated_data_v\`;`)
  await db.run(sql`DROP TABLE \`_accumulated_data_v_locales\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements_locales\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_locales\`;`)
  await db.run(sql`DROP TABLE \`manuals\`;`)
  await db.run(sql`DROP TABLE \`manuals_locales\`;`)
  await db.run(sql`DROP TABLE \`_manuals_v\`;`)
  await db.run(sql`DROP TABLE \`_manuals_v_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`form_updates_documents\`;`)
  await db.run(sql`DROP TABLE \`form_updates_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`form_updates\`;`)
  await db.run(sql`DROP TABLE \`form_updates_locales\`;`)
  await db.run(sql`DROP TABLE \`_form_updates_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_form_updates_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_form_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_form_updates_v_locales\`;`)
  await db.run(sql`DROP TABLE \`official_documents\`;`)
  await db.run(sql`DROP TABLE \`official_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_official_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_official_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`member_files\`;`)
  await db.run(sql`DROP TABLE \`member_files_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}
