import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`published_report_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`publication_id\` integer NOT NULL,
  	\`registry_id\` integer NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`semester\` numeric NOT NULL,
  	\`locale\` text NOT NULL,
  	\`job\` text,
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
  	FOREIGN KEY (\`publication_id\`) REFERENCES \`published_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`published_report_files_publication_idx\` ON \`published_report_files\` (\`publication_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`published_report_files_registry_idx\` ON \`published_report_files\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`published_report_files_updated_at_idx\` ON \`published_report_files\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`published_report_files_created_at_idx\` ON \`published_report_files\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`published_report_files_filename_idx\` ON \`published_report_files\` (\`filename\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`publication_locale_idx\` ON \`published_report_files\` (\`publication_id\`,\`locale\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`concurrency_key\` text,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings_semester_reminders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` numeric NOT NULL,
  	\`month\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_semester_reminders_order_idx\` ON \`site_settings_semester_reminders\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_semester_reminders_parent_id_idx\` ON \`site_settings_semester_reminders\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`published_report_files_id\` integer REFERENCES published_report_files(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_published_report_files_id_idx\` ON \`payload_locked_documents_rels\` (\`published_report_files_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`published_report_files\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`site_settings_semester_reminders\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "coordinations_id", "annual_meetings_id", "operational_webinars_id", "research_webinars_id", "events_id", "member_registries_id", "network_publications_id", "registry_publications_id", "publication_queries_id", "projects_id", "resources_id", "accumulated_data_id", "malformations_id", "baseline_rates_id", "alarm_reports_id", "monitoring_signals_id", "published_reports_id", "data_submissions_id", "surveillance_births_id", "surveillance_cases_id", "submission_files_id", "announcements_id", "manuals_id", "forms_id", "form_updates_id", "official_documents_id", "media_id", "member_files_id", "saved_queries_id", "users_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
}
