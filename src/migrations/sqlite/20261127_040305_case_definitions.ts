import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`anomaly_definitions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`malformation_id\` integer NOT NULL,
  	\`version\` text NOT NULL,
  	\`valid_from\` text NOT NULL,
  	\`include\` text NOT NULL,
  	\`exclude\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`malformation_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_title_idx\` ON \`anomaly_definitions\` (\`title\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_malformation_idx\` ON \`anomaly_definitions\` (\`malformation_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_valid_from_idx\` ON \`anomaly_definitions\` (\`valid_from\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_updated_at_idx\` ON \`anomaly_definitions\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_created_at_idx\` ON \`anomaly_definitions\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`malformation_version_idx\` ON \`anomaly_definitions\` (\`malformation_id\`,\`version\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`malformation_validFrom_idx\` ON \`anomaly_definitions\` (\`malformation_id\`,\`valid_from\`);`,
  )
  await db.run(sql`CREATE TABLE \`anomaly_definitions_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`anomaly_definitions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`anomaly_definitions_locales_locale_parent_id_unique\` ON \`anomaly_definitions_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`anomaly_definitions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`malformations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`anomaly_definitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`malformations_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_rels_order_idx\` ON \`anomaly_definitions_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_rels_parent_idx\` ON \`anomaly_definitions_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_rels_path_idx\` ON \`anomaly_definitions_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`anomaly_definitions_rels_malformations_id_idx\` ON \`anomaly_definitions_rels\` (\`malformations_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_anomaly_definitions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_malformation_id\` integer NOT NULL,
  	\`version_version\` text NOT NULL,
  	\`version_valid_from\` text NOT NULL,
  	\`version_include\` text NOT NULL,
  	\`version_exclude\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`anomaly_definitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_malformation_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_parent_idx\` ON \`_anomaly_definitions_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_version_version_title_idx\` ON \`_anomaly_definitions_v\` (\`version_title\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_version_version_malformation_idx\` ON \`_anomaly_definitions_v\` (\`version_malformation_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_version_version_valid_from_idx\` ON \`_anomaly_definitions_v\` (\`version_valid_from\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_version_version_updated_at_idx\` ON \`_anomaly_definitions_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_version_version_created_at_idx\` ON \`_anomaly_definitions_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_created_at_idx\` ON \`_anomaly_definitions_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_updated_at_idx\` ON \`_anomaly_definitions_v\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_malformation_version_version_idx\` ON \`_anomaly_definitions_v\` (\`version_malformation_id\`,\`version_version\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_malformation_version_validFrom_idx\` ON \`_anomaly_definitions_v\` (\`version_malformation_id\`,\`version_valid_from\`);`,
  )
  await db.run(sql`CREATE TABLE \`_anomaly_definitions_v_locales\` (
  	\`version_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_anomaly_definitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_anomaly_definitions_v_locales_locale_parent_id_unique\` ON \`_anomaly_definitions_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_anomaly_definitions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`malformations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_anomaly_definitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`malformations_id\`) REFERENCES \`malformations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_rels_order_idx\` ON \`_anomaly_definitions_v_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_rels_parent_idx\` ON \`_anomaly_definitions_v_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_rels_path_idx\` ON \`_anomaly_definitions_v_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_anomaly_definitions_v_rels_malformations_id_idx\` ON \`_anomaly_definitions_v_rels\` (\`malformations_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`case_classification_systems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`system\` text NOT NULL,
  	\`codes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_classification\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`case_classification_systems_order_idx\` ON \`case_classification_systems\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`case_classification_systems_parent_id_idx\` ON \`case_classification_systems\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`case_classification\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`accepted_codes\` text DEFAULT 'Q00-Q07, Q10-Q18, Q20-Q28, Q30-Q37, Q38-Q45, Q50-Q56, Q60-Q64, Q65-Q79, Q80-Q89, Q90-Q93, Q95-Q99' NOT NULL,
  	\`male_only_codes\` text DEFAULT 'Q53-Q55',
  	\`female_only_codes\` text DEFAULT 'Q50-Q52',
  	\`chromosomal_codes\` text DEFAULT 'Q90-Q99' NOT NULL,
  	\`minor_codes\` text DEFAULT 'Q10.1-Q10.3, Q10.5, Q13.5, Q17.0-Q17.5, Q18.1, Q18.2, Q27.0, Q38.1, Q65.3-Q65.5, Q66.5, Q67.0-Q67.4, Q68.0, Q82.5, Q82.8, Q83.3',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`anomaly_definitions_id\` integer REFERENCES anomaly_definitions(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_anomaly_definitions_id_idx\` ON \`payload_locked_documents_rels\` (\`anomaly_definitions_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`anomaly_definitions\`;`)
  await db.run(sql`DROP TABLE \`anomaly_definitions_locales\`;`)
  await db.run(sql`DROP TABLE \`anomaly_definitions_rels\`;`)
  await db.run(sql`DROP TABLE \`_anomaly_definitions_v\`;`)
  await db.run(sql`DROP TABLE \`_anomaly_definitions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_anomaly_definitions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`case_classification_systems\`;`)
  await db.run(sql`DROP TABLE \`case_classification\`;`)
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
  	\`monitoring_signals_id\` integer,
  	\`published_reports_id\` integer,
  	\`published_report_files_id\` integer,
  	\`data_submissions_id\` integer,
  	\`surveillance_births_id\` integer,
  	\`surveillance_cases_id\` integer,
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
  	FOREIGN KEY (\`baseline_rates_id\`) REFERENCES \`baseline_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alarm_reports_id\`) REFERENCES \`alarm_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`monitoring_signals_id\`) REFERENCES \`monitoring_signals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`published_reports_id\`) REFERENCES \`published_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`published_report_files_id\`) REFERENCES \`published_report_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_submissions_id\`) REFERENCES \`data_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_births_id\`) REFERENCES \`surveillance_births\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_cases_id\`) REFERENCES \`surveillance_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "audit_events_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "audit_events_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`,
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
}
