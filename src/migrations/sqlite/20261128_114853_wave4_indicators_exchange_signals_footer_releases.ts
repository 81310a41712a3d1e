import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A data-quality explanation is no longer a choice: those signals keep 'other'.
  await db.run(
    sql`UPDATE \`monitoring_signals\` SET \`explanation\` = 'other' WHERE \`explanation\` = 'data-quality';`,
  )
  await db.run(sql`CREATE TABLE \`target_births\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`live_births\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`target_births_order_idx\` ON \`target_births\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`target_births_parent_id_idx\` ON \`target_births\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_target_births_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`live_births\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_member_registries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_target_births_v_order_idx\` ON \`_target_births_v\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_target_births_v_parent_id_idx\` ON \`_target_births_v\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`signal_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signal_id\` integer NOT NULL,
  	\`registry_id\` integer,
  	\`description\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  	FOREIGN KEY (\`signal_id\`) REFERENCES \`monitoring_signals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`signal_attachments_signal_idx\` ON \`signal_attachments\` (\`signal_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`signal_attachments_registry_idx\` ON \`signal_attachments\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`signal_attachments_updated_at_idx\` ON \`signal_attachments\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`signal_attachments_created_at_idx\` ON \`signal_attachments\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`signal_attachments_filename_idx\` ON \`signal_attachments\` (\`filename\`);`,
  )
  await db.run(sql`CREATE TABLE \`exchange_mapping_anomalies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`malformation\` numeric NOT NULL,
  	\`data_element\` text,
  	\`category_option_combo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exchange_mapping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`exchange_mapping_anomalies_order_idx\` ON \`exchange_mapping_anomalies\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`exchange_mapping_anomalies_parent_id_idx\` ON \`exchange_mapping_anomalies\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`exchange_mapping_org_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`registry\` text NOT NULL,
  	\`org_unit\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exchange_mapping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`exchange_mapping_org_units_order_idx\` ON \`exchange_mapping_org_units\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`exchange_mapping_org_units_parent_id_idx\` ON \`exchange_mapping_org_units\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`exchange_mapping\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`data_set\` text,
  	\`live_births_data_element\` text,
  	\`live_births_category_option_combo\` text,
  	\`stillbirths_data_element\` text,
  	\`stillbirths_category_option_combo\` text,
  	\`total_births_data_element\` text,
  	\`total_births_category_option_combo\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`review_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`concluded_at\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`retracted_at\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`retraction_reason\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`office_notes_at\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`registry_notes\` text;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` ADD \`registry_notes_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`monitoring_signals_retracted_at_idx\` ON \`monitoring_signals\` (\`retracted_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`record_status\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`clinical_presentation\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`diagnosis_corrected\` integer;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`diagnosis_statuses\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`diagnosis_date\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`report_date\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` ADD \`completion_date\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` ADD \`licence\` text;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` ADD \`provisional_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` ADD \`demo\` integer;`)
  await db.run(sql`ALTER TABLE \`surveillance_release_tables\` ADD \`months\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`signal_attachments_id\` integer REFERENCES signal_attachments(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_signal_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`signal_attachments_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`footer_locales\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_footer_v_locales\` ADD \`version_content\` text;`)
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`data_licence\` text DEFAULT 'CC-BY-4.0' NOT NULL;`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newest_year_final\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`target_births\`;`)
  await db.run(sql`DROP TABLE \`_target_births_v\`;`)
  await db.run(sql`DROP TABLE \`signal_attachments\`;`)
  await db.run(sql`DROP TABLE \`exchange_mapping_anomalies\`;`)
  await db.run(sql`DROP TABLE \`exchange_mapping_org_units\`;`)
  await db.run(sql`DROP TABLE \`exchange_mapping\`;`)
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
  	\`surveillance_releases_id\` integer,
  	\`surveillance_release_tables_id\` integer,
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
  	\`second_factor_claims_id\` integer,
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
  	FOREIGN KEY (\`surveillance_releases_id\`) REFERENCES \`surveillance_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveillance_release_tables_id\`) REFERENCES \`surveillance_release_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`second_factor_claims_id\`) REFERENCES \`second_factor_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "anomaly_definitions_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "surveillance_case_records_id", "surveillance_releases_id", "surveillance_release_tables_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "second_factor_claims_id", "audit_events_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "anomaly_definitions_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "published_report_files_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "surveillance_case_records_id", "surveillance_releases_id", "surveillance_release_tables_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "api_keys_id", "second_factor_claims_id", "audit_events_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_releases_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_surveillance_release_table_idx\` ON \`payload_locked_documents_rels\` (\`surveillance_release_tables_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_second_factor_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factor_claims_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
  await db.run(sql`DROP INDEX \`monitoring_signals_retracted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`review_started_at\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`concluded_at\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`retracted_at\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`retraction_reason\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`office_notes_at\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`registry_notes\`;`)
  await db.run(sql`ALTER TABLE \`monitoring_signals\` DROP COLUMN \`registry_notes_at\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`record_status\`;`)
  await db.run(
    sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`clinical_presentation\`;`,
  )
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`diagnosis_corrected\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`diagnosis_statuses\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`diagnosis_date\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`report_date\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_case_records\` DROP COLUMN \`completion_date\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` DROP COLUMN \`licence\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` DROP COLUMN \`provisional_year\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_releases\` DROP COLUMN \`demo\`;`)
  await db.run(sql`ALTER TABLE \`surveillance_release_tables\` DROP COLUMN \`months\`;`)
  await db.run(sql`ALTER TABLE \`footer_locales\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_footer_v_locales\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`data_licence\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newest_year_final\`;`)
}
