import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`surveillance_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`number\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`published_by_id\` integer,
  	\`suppression_threshold\` numeric NOT NULL,
  	\`tables\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`published_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`surveillance_releases_number_idx\` ON \`surveillance_releases\` (\`number\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_releases_published_by_idx\` ON \`surveillance_releases\` (\`published_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_releases_updated_at_idx\` ON \`surveillance_releases\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_releases_created_at_idx\` ON \`surveillance_releases\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`surveillance_release_tables\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`release_id\` integer NOT NULL,
  	\`malformation\` numeric NOT NULL,
  	\`rows\` text NOT NULL,
  	\`withheld\` text NOT NULL,
  	\`audit\` text NOT NULL,
  	\`case_views\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`release_id\`) REFERENCES \`surveillance_releases\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`surveillance_release_tables_release_idx\` ON \`surveillance_release_tables\` (\`release_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_release_tables_malformation_idx\` ON \`surveillance_release_tables\` (\`malformation\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_release_tables_updated_at_idx\` ON \`surveillance_release_tables\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`surveillance_release_tables_created_at_idx\` ON \`surveillance_release_tables\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`release_malformation_idx\` ON \`surveillance_release_tables\` (\`release_id\`,\`malformation\`);`,
  )
  await db.run(sql`CREATE TABLE \`second_factor_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`user\` numeric NOT NULL,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`second_factor_claims_key_idx\` ON \`second_factor_claims\` (\`key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`second_factor_claims_user_idx\` ON \`second_factor_claims\` (\`user\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`second_factor_claims_updated_at_idx\` ON \`second_factor_claims\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`second_factor_claims_created_at_idx\` ON \`second_factor_claims\` (\`created_at\`);`,
  )
  await db.run(sql`DROP INDEX \`registry_year_semester_idx\`;`)
  await db.run(sql`ALTER TABLE \`data_submissions\` ADD \`version\` numeric DEFAULT 1;`)
  await db.run(
    sql`ALTER TABLE \`data_submissions\` ADD \`rolled_back_by_id\` integer REFERENCES users(id);`,
  )
  await db.run(sql`ALTER TABLE \`data_submissions\` ADD \`rolled_back_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`data_submissions_version_idx\` ON \`data_submissions\` (\`version\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`data_submissions_rolled_back_by_idx\` ON \`data_submissions\` (\`rolled_back_by_id\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`registry_year_semester_version_idx\` ON \`data_submissions\` (\`registry_id\`,\`year\`,\`semester\`,\`version\`);`,
  )
  await db.run(sql`DROP INDEX \`version_registry_version_year_version_semester_idx\`;`)
  await db.run(sql`ALTER TABLE \`_data_submissions_v\` ADD \`version_version\` numeric DEFAULT 1;`)
  await db.run(
    sql`ALTER TABLE \`_data_submissions_v\` ADD \`version_rolled_back_by_id\` integer REFERENCES users(id);`,
  )
  await db.run(sql`ALTER TABLE \`_data_submissions_v\` ADD \`version_rolled_back_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_version_idx\` ON \`_data_submissions_v\` (\`version_version\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_data_submissions_v_version_version_rolled_back_by_idx\` ON \`_data_submissions_v\` (\`version_rolled_back_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_registry_version_year_version_semester_version_v_idx\` ON \`_data_submissions_v\` (\`version_registry_id\`,\`version_year\`,\`version_semester\`,\`version_version\`);`,
  )
  await db.run(sql`DROP INDEX \`registry_year_semester_1_idx\`;`)
  await db.run(sql`DROP INDEX \`registry_caseId_idx\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`submission_caseId_idx\` ON \`surveillance_case_records\` (\`submission_id\`,\`case_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_year_semester_idx\` ON \`surveillance_case_records\` (\`registry_id\`,\`year\`,\`semester\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_caseId_idx\` ON \`surveillance_case_records\` (\`registry_id\`,\`case_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` ADD \`demo_account\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`api_keys\` ADD \`granted_access\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveillance_releases_id\` integer REFERENCES surveillance_releases(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveillance_release_tables_id\` integer REFERENCES surveillance_release_tables(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`second_factor_claims_id\` integer REFERENCES second_factor_claims(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_releases_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_release_table_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_release_tables_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_second_factor_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factor_claims_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`surveillance_releases\`;`)
  await db.run(sql`DROP TABLE \`surveillance_release_tables\`;`)
  await db.run(sql`DROP TABLE \`second_factor_claims\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_data_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`registry_id\` integer NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`semester\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'monthly-counts',
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`file_id\` integer,
  	\`births_by_maternal_age\` text,
  	\`definition_versions\` text,
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
    sql`INSERT INTO \`__new_data_submissions\`("id", "title", "registry_id", "year", "semester", "kind", "status", "file_id", "births_by_maternal_age", "definition_versions", "office_comment", "submitted_by_id", "submitted_at", "reviewed_by_id", "reviewed_at", "demo", "updated_at", "created_at") SELECT "id", "title", "registry_id", "year", "semester", "kind", "status", "file_id", "births_by_maternal_age", "definition_versions", "office_comment", "submitted_by_id", "submitted_at", "reviewed_by_id", "reviewed_at", "demo", "updated_at", "created_at" FROM \`data_submissions\`;`,
  )
  await db.run(sql`DROP TABLE \`data_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_data_submissions\` RENAME TO \`data_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`data_submissions_registry_idx\` ON \`data_submissions\` (\`registry_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`data_submissions_year_idx\` ON \`data_submissions\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`data_submissions_kind_idx\` ON \`data_submissions\` (\`kind\`);`)
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
  await db.run(sql`CREATE TABLE \`__new__data_submissions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_registry_id\` integer NOT NULL,
  	\`version_year\` numeric NOT NULL,
  	\`version_semester\` numeric NOT NULL,
  	\`version_kind\` text DEFAULT 'monthly-counts',
  	\`version_status\` text DEFAULT 'draft' NOT NULL,
  	\`version_file_id\` integer,
  	\`version_births_by_maternal_age\` text,
  	\`version_definition_versions\` text,
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
    sql`INSERT INTO \`__new__data_submissions_v\`("id", "parent_id", "version_title", "version_registry_id", "version_year", "version_semester", "version_kind", "version_status", "version_file_id", "version_births_by_maternal_age", "version_definition_versions", "version_office_comment", "version_submitted_by_id", "version_submitted_at", "version_reviewed_by_id", "version_reviewed_at", "version_demo", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_registry_id", "version_year", "version_semester", "version_kind", "version_status", "version_file_id", "version_births_by_maternal_age", "version_definition_versions", "version_office_comment", "version_submitted_by_id", "version_submitted_at", "version_reviewed_by_id", "version_reviewed_at", "version_demo", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_data_submissions_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_data_submissions_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__data_submissions_v\` RENAME TO \`_data_submissions_v\`;`)
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
    sql`CREATE INDEX \`_data_submissions_v_version_version_kind_idx\` ON \`_data_submissions_v\` (\`version_kind\`);`,
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
  	\`anomaly_definitions_id\` integer,
  	\`baseline_rates_id\` integer,
  	\`alarm_reports_id\` integer,
  	\`monitoring_signals_id\` integer,
  	\`published_reports_id\` integer,
  	\`published_report_files_id\` integer,
  	\`data_submissions_id\` integer,
  	\`surveillance_births_id\` integer,
  	\`surveillance_cases_id\` integer,
  	\`surveillance_case_records_id\` integer,
  	\`submission_files_id\` integer,
  	\`announcements_id\` integer,
  	\`manuals_id\` integer,
  	\`forms_id\` integer,
  	\`form_updates_id\` integer,
  	\`official_documents_id\` integer,
  	\`media_id\` integer,
  	\`member_files_id\` integer,
  	\`saved_queries_id\` integer,
  	\`users_id\` integer,
  	\`api_keys_id\` integer,
  	\`audit_events_id\` integer,
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
  	FOREIGN KEY (\`anomaly_definitions_id\`) REFERENCES \`anomaly_definitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`baseline_rates_id\`) REFERENCES \`baseline_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alarm_reports_id\`) REFERENCES \`alarm_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`monitoring_signals_id\`) REFERENCES \`monitoring_signals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`published_reports_id\`) REFERENCES \`published_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`published_report_files_id\`) REFERENCES \`published_report_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_submissions_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_births_id\`) REFERENCES \`surveillance_births\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_cases_id\`) REFERENCES \`surveillance_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_case_records_id\`) REFERENCES \`surveillance_case_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manuals_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_updates_id\`) REFERENCES \`form_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`official_documents_id\`) REFERENCES \`official_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_files_id\`) REFERENCES \`member_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_queries_id\`) REFERENCES \`saved_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`api_keys_id\`) REFERENCES \`api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "anomaly_definitions_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "surveillance_case_records_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "audit_events_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "anomaly_definitions_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "surveillance_case_records_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "audit_events_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
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
    sql`CREATE INDEX \`payload_locked_documents_rels_anomaly_definitions_id_idx\` ON \`payload_locked_documents_rels\` (\`anomaly_definitions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_baseline_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`baseline_rates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_alarm_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`alarm_reports_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_monitoring_signals_id_idx\` ON \`payload_locked_documents_rels\` (\`monitoring_signals_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_published_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`published_reports_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_published_report_files_id_idx\` ON \`payload_locked_documents_rels\` (\`published_report_files_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_case_records__idx\` ON \`payload_locked_documents_rels\` (\`surveillance_case_records_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_saved_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_queries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`api_keys_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
  await db.run(sql`DROP INDEX \`submission_caseId_idx\`;`)
  await db.run(sql`DROP INDEX \`registry_year_semester_idx\`;`)
  await db.run(sql`DROP INDEX \`registry_caseId_idx\`;`)
  await db.run(
    sql`CREATE INDEX \`registry_year_semester_1_idx\` ON \`surveillance_case_records\` (\`registry_id\`,\`year\`,\`semester\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`registry_caseId_idx\` ON \`surveillance_case_records\` (\`registry_id\`,\`case_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`demo_account\`;`)
  await db.run(sql`ALTER TABLE \`api_keys\` DROP COLUMN \`granted_access\`;`)
}
