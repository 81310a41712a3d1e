import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`api_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`scope\` text DEFAULT 'read' NOT NULL,
  	\`key_hash\` text NOT NULL,
  	\`start\` text,
  	\`last_used_at\` text,
  	\`last_used_from\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`api_keys_user_idx\` ON \`api_keys\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`api_keys_key_hash_idx\` ON \`api_keys\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`api_keys_updated_at_idx\` ON \`api_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`api_keys_created_at_idx\` ON \`api_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`email\` text,
  	\`address\` text,
  	\`registry_id\` integer,
  	\`document_collection\` text,
  	\`document_id\` text,
  	\`api_key_id\` integer,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`api_key_id\`) REFERENCES \`api_keys\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_user_idx\` ON \`audit_events\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_email_idx\` ON \`audit_events\` (\`email\`);`)
  await db.run(
    sql`CREATE INDEX \`audit_events_registry_idx\` ON \`audit_events\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`audit_events_document_collection_idx\` ON \`audit_events\` (\`document_collection\`);`,
  )
  await db.run(sql`CREATE INDEX \`audit_events_api_key_idx\` ON \`audit_events\` (\`api_key_id\`);`)
  await db.run(
    sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`api_keys_id\` integer REFERENCES api_keys(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_events_id\` integer REFERENCES audit_events(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`api_keys_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`audit_retention_months\` numeric DEFAULT 24 NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`api_keys\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`audit_retention_months\`;`)
}
