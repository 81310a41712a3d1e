import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`data_submissions_births\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`live_births\` numeric,
  	\`stillbirths\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`data_submissions_births_order_idx\` ON \`data_submissions_births\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_births_parent_id_idx\` ON \`data_submissions_births\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`data_submissions_cases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`malformation_id\` integer NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`cases\` numeric,
  	FOREIGN KEY (\`malformation_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`data_submissions_cases_order_idx\` ON \`data_submissions_cases\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_cases_parent_id_idx\` ON \`data_submissions_cases\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_cases_malformation_idx\` ON \`data_submissions_cases\` (\`malformation_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`data_submissions_warnings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`params\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`data_submissions_warnings_order_idx\` ON \`data_submissions_warnings\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_warnings_parent_id_idx\` ON \`data_submissions_warnings\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`data_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`registry_id\` integer NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`semester\` numeric NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`file_id\` integer,
  	\`office_comment\` text,
  	\`submitted_by_id\` integer,
  	\`submitted_at\` text,
  	\`reviewed_by_id\` integer,
  	\`reviewed_at\` text,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`data_submissions_registry_idx\` ON \`data_submissions\` (\`registry_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`data_submissions_year_idx\` ON \`data_submissions\` (\`year\`);`)
  await db.run(
    sql`CREATE INDEX \`data_submissions_status_idx\` ON \`data_submissions\` (\`status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_file_idx\` ON \`data_submissions\` (\`file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_submitted_by_idx\` ON \`data_submissions\` (\`submitted_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_reviewed_by_idx\` ON \`data_submissions\` (\`reviewed_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_updated_at_idx\` ON \`data_submissions\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_created_at_idx\` ON \`data_submissions\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`registry_year_semester_idx\` ON \`data_submissions\` (\`registry_id\`,\`year\`,\`semester\`);`,
  )
  await db.run(sql`CREATE TABLE \`_data_submissions_v_version_births\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`live_births\` numeric,
  	\`stillbirths\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_data_submissions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_births_order_idx\` ON \`_data_submissions_v_version_births\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_births_parent_id_idx\` ON \`_data_submissions_v_version_births\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_data_submissions_v_version_cases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`malformation_id\` integer NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`cases\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`malformation_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_data_submissions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_cases_order_idx\` ON \`_data_submissions_v_version_cases\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_cases_parent_id_idx\` ON \`_data_submissions_v_version_cases\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_cases_malformation_idx\` ON \`_data_submissions_v_version_cases\` (\`malformation_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_data_submissions_v_version_warnings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`params\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_data_submissions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_warnings_order_idx\` ON \`_data_submissions_v_version_warnings\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_warnings_parent_id_idx\` ON \`_data_submissions_v_version_warnings\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_data_submissions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_registry_id\` integer NOT NULL,
  	\`version_year\` numeric NOT NULL,
  	\`version_semester\` numeric NOT NULL,
  	\`version_status\` text DEFAULT 'draft' NOT NULL,
  	\`version_file_id\` integer,
  	\`version_office_comment\` text,
  	\`version_submitted_by_id\` integer,
  	\`version_submitted_at\` text,
  	\`version_reviewed_by_id\` integer,
  	\`version_reviewed_at\` text,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_parent_idx\` ON \`_data_submissions_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_registry_idx\` ON \`_data_submissions_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_year_idx\` ON \`_data_submissions_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_status_idx\` ON \`_data_submissions_v\` (\`version_status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_file_idx\` ON \`_data_submissions_v\` (\`version_file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_submitted_by_idx\` ON \`_data_submissions_v\` (\`version_submitted_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_reviewed_by_idx\` ON \`_data_submissions_v\` (\`version_reviewed_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_updated_at_idx\` ON \`_data_submissions_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_created_at_idx\` ON \`_data_submissions_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_created_at_idx\` ON \`_data_submissions_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_updated_at_idx\` ON \`_data_submissions_v\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_registry_version_year_version_semester_idx\` ON \`_data_submissions_v\` (\`version_registry_id\`,\`version_year\`,\`version_semester\`);`,
  )
  await db.run(sql`CREATE TABLE \`surveillance_births\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registry_id\` integer NOT NULL,
  	\`live_births\` numeric,
  	\`stillbirths\` numeric,
  	\`month\` text NOT NULL,
  	\`submission_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`surveillance_births_registry_idx\` ON \`surveillance_births\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_births_month_idx\` ON \`surveillance_births\` (\`month\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_births_submission_idx\` ON \`surveillance_births\` (\`submission_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_births_updated_at_idx\` ON \`surveillance_births\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_births_created_at_idx\` ON \`surveillance_births\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`registry_month_idx\` ON \`surveillance_births\` (\`registry_id\`,\`month\`);`,
  )
  await db.run(sql`CREATE TABLE \`surveillance_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registry_id\` integer NOT NULL,
  	\`malformation_id\` integer NOT NULL,
  	\`cases\` numeric,
  	\`month\` text NOT NULL,
  	\`submission_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`malformation_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_registry_idx\` ON \`surveillance_cases\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_malformation_idx\` ON \`surveillance_cases\` (\`malformation_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_month_idx\` ON \`surveillance_cases\` (\`month\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_submission_idx\` ON \`surveillance_cases\` (\`submission_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_updated_at_idx\` ON \`surveillance_cases\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_cases_created_at_idx\` ON \`surveillance_cases\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`registry_malformation_month_idx\` ON \`surveillance_cases\` (\`registry_id\`,\`malformation_id\`,\`month\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`malformation_month_idx\` ON \`surveillance_cases\` (\`malformation_id\`,\`month\`);`,
  )
  await db.run(sql`CREATE TABLE \`submission_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registry_id\` integer NOT NULL,
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
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`submission_files_registry_idx\` ON \`submission_files\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`submission_files_updated_at_idx\` ON \`submission_files\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`submission_files_created_at_idx\` ON \`submission_files\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`submission_files_filename_idx\` ON \`submission_files\` (\`filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`member_registries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_registries_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`users_rels_member_registries_id_idx\` ON \`users_rels\` (\`member_registries_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`data_submissions_id\` integer REFERENCES data_submissions(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveillance_births_id\` integer REFERENCES surveillance_births(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveillance_cases_id\` integer REFERENCES surveillance_cases(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_files_id\` integer REFERENCES submission_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_data_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`data_submissions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_births_id_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_births_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_cases_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`data_submissions_births\`;`)
  await db.run(sql`DROP TABLE \`data_submissions_cases\`;`)
  await db.run(sql`DROP TABLE \`data_submissions_warnings\`;`)
  await db.run(sql`DROP TABLE \`data_submissions\`;`)
  await db.run(sql`DROP TABLE \`_data_submissions_v_version_births\`;`)
  await db.run(sql`DROP TABLE \`_data_submissions_v_version_cases\`;`)
  await db.run(sql`DROP TABLE \`_data_submissions_v_version_warnings\`;`)
  await db.run(sql`DROP TABLE \`_data_submissions_v\`;`)
  await db.run(sql`DROP TABLE \`surveillance_births\`;`)
  await db.run(sql`DROP TABLE \`surveillance_cases\`;`)
  await db.run(sql`DROP TABLE \`submission_files\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`malformations_id\` integer,
  	\`baseline_rates_id\` integer,
  	\`alarm_reports_id\` integer,
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
  	FOREIGN KEY (\`malformations_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`baseline_rates_id\`) REFERENCES \`baseline_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alarm_reports_id\`) REFERENCES \`alarm_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "users_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "users_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
    sql`CREATE INDEX \`payload_locked_documents_rels_malformations_id_idx\` ON \`payload_locked_documents_rels\` (\`malformations_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_baseline_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`baseline_rates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_alarm_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`alarm_reports_id\`);`,
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
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
}
