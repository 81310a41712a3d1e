import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monitoring_signals_retraction_reason" AS ENUM('not-significant', 'not-tested');
  CREATE TYPE "public"."enum_surveillance_case_records_record_status" AS ENUM('open', 'incomplete', 'complete', 'discarded');
  CREATE TYPE "public"."enum_surveillance_case_records_clinical_presentation" AS ENUM('isolated', 'multiple', 'syndrome');
  CREATE TYPE "public"."enum_site_settings_data_licence" AS ENUM('CC-BY-4.0', 'CC-BY-SA-4.0', 'CC0-1.0', 'ODC-By-1.0');
  ALTER TYPE "public"."enum_monitoring_signals_status" ADD VALUE 'data-error' BEFORE 'explained';
  ALTER TYPE "public"."enum_monitoring_signals_status" ADD VALUE 'closed';
  ALTER TYPE "public"."enum_surveillance_case_records_sex" ADD VALUE 'not-specified';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'signalFollowedUp' BEFORE 'monthlyCountsDownloaded';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'signalAttachmentAdded' BEFORE 'monthlyCountsDownloaded';
  CREATE TABLE "target_births" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"live_births" numeric NOT NULL
  );
  
  CREATE TABLE "_target_births_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"live_births" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "signal_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signal_id" integer NOT NULL,
  	"registry_id" integer,
  	"description" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exchange_mapping_anomalies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"malformation" numeric NOT NULL,
  	"data_element" varchar,
  	"category_option_combo" varchar
  );
  
  CREATE TABLE "exchange_mapping_org_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"registry" varchar NOT NULL,
  	"org_unit" varchar
  );
  
  CREATE TABLE "exchange_mapping" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"data_set" varchar,
  	"live_births_data_element" varchar,
  	"live_births_category_option_combo" varchar,
  	"stillbirths_data_element" varchar,
  	"stillbirths_category_option_combo" varchar,
  	"total_births_data_element" varchar,
  	"total_births_category_option_combo" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "monitoring_signals" ALTER COLUMN "explanation" SET DATA TYPE text;
  UPDATE "monitoring_signals" SET "explanation" = 'other' WHERE "explanation" = 'data-quality';
  DROP TYPE "public"."enum_monitoring_signals_explanation";
  CREATE TYPE "public"."enum_monitoring_signals_explanation" AS ENUM('diagnosis-change', 'screening-change', 'other');
  ALTER TABLE "monitoring_signals" ALTER COLUMN "explanation" SET DATA TYPE "public"."enum_monitoring_signals_explanation" USING "explanation"::"public"."enum_monitoring_signals_explanation";
  ALTER TABLE "monitoring_signals" ADD COLUMN "review_started_at" timestamp(3) with time zone;
  ALTER TABLE "monitoring_signals" ADD COLUMN "concluded_at" timestamp(3) with time zone;
  ALTER TABLE "monitoring_signals" ADD COLUMN "retracted_at" timestamp(3) with time zone;
  ALTER TABLE "monitoring_signals" ADD COLUMN "retraction_reason" "enum_monitoring_signals_retraction_reason";
  ALTER TABLE "monitoring_signals" ADD COLUMN "office_notes_at" timestamp(3) with time zone;
  ALTER TABLE "monitoring_signals" ADD COLUMN "registry_notes" varchar;
  ALTER TABLE "monitoring_signals" ADD COLUMN "registry_notes_at" timestamp(3) with time zone;
  ALTER TABLE "surveillance_case_records" ADD COLUMN "record_status" "enum_surveillance_case_records_record_status";
  ALTER TABLE "surveillance_case_records" ADD COLUMN "clinical_presentation" "enum_surveillance_case_records_clinical_presentation";
  ALTER TABLE "surveillance_case_records" ADD COLUMN "diagnosis_corrected" boolean;
  ALTER TABLE "surveillance_case_records" ADD COLUMN "diagnosis_statuses" varchar;
  ALTER TABLE "surveillance_case_records" ADD COLUMN "diagnosis_date" varchar;
  ALTER TABLE "surveillance_case_records" ADD COLUMN "report_date" varchar;
  ALTER TABLE "surveillance_case_records" ADD COLUMN "completion_date" varchar;
  ALTER TABLE "surveillance_releases" ADD COLUMN "licence" varchar;
  ALTER TABLE "surveillance_releases" ADD COLUMN "provisional_year" numeric;
  ALTER TABLE "surveillance_releases" ADD COLUMN "demo" boolean;
  ALTER TABLE "surveillance_release_tables" ADD COLUMN "months" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "signal_attachments_id" integer;
  ALTER TABLE "footer_locales" ADD COLUMN "content" jsonb;
  ALTER TABLE "_footer_v_locales" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "data_licence" "enum_site_settings_data_licence" DEFAULT 'CC-BY-4.0' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "newest_year_final" boolean DEFAULT false;
  ALTER TABLE "target_births" ADD CONSTRAINT "target_births_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_target_births_v" ADD CONSTRAINT "_target_births_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "signal_attachments" ADD CONSTRAINT "signal_attachments_signal_id_monitoring_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."monitoring_signals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signal_attachments" ADD CONSTRAINT "signal_attachments_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exchange_mapping_anomalies" ADD CONSTRAINT "exchange_mapping_anomalies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_mapping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exchange_mapping_org_units" ADD CONSTRAINT "exchange_mapping_org_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_mapping"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "target_births_order_idx" ON "target_births" USING btree ("_order");
  CREATE INDEX "target_births_parent_id_idx" ON "target_births" USING btree ("_parent_id");
  CREATE INDEX "_target_births_v_order_idx" ON "_target_births_v" USING btree ("_order");
  CREATE INDEX "_target_births_v_parent_id_idx" ON "_target_births_v" USING btree ("_parent_id");
  CREATE INDEX "signal_attachments_signal_idx" ON "signal_attachments" USING btree ("signal_id");
  CREATE INDEX "signal_attachments_registry_idx" ON "signal_attachments" USING btree ("registry_id");
  CREATE INDEX "signal_attachments_updated_at_idx" ON "signal_attachments" USING btree ("updated_at");
  CREATE INDEX "signal_attachments_created_at_idx" ON "signal_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "signal_attachments_filename_idx" ON "signal_attachments" USING btree ("filename");
  CREATE INDEX "exchange_mapping_anomalies_order_idx" ON "exchange_mapping_anomalies" USING btree ("_order");
  CREATE INDEX "exchange_mapping_anomalies_parent_id_idx" ON "exchange_mapping_anomalies" USING btree ("_parent_id");
  CREATE INDEX "exchange_mapping_org_units_order_idx" ON "exchange_mapping_org_units" USING btree ("_order");
  CREATE INDEX "exchange_mapping_org_units_parent_id_idx" ON "exchange_mapping_org_units" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_signal_attachments_fk" FOREIGN KEY ("signal_attachments_id") REFERENCES "public"."signal_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "monitoring_signals_retracted_at_idx" ON "monitoring_signals" USING btree ("retracted_at");
  CREATE INDEX "payload_locked_documents_rels_signal_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("signal_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "target_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_target_births_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "signal_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exchange_mapping_anomalies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exchange_mapping_org_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exchange_mapping" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "target_births" CASCADE;
  DROP TABLE "_target_births_v" CASCADE;
  DROP TABLE "signal_attachments" CASCADE;
  DROP TABLE "exchange_mapping_anomalies" CASCADE;
  DROP TABLE "exchange_mapping_org_units" CASCADE;
  DROP TABLE "exchange_mapping" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_signal_attachments_fk";
  
  ALTER TABLE "monitoring_signals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "monitoring_signals" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_monitoring_signals_status";
  CREATE TYPE "public"."enum_monitoring_signals_status" AS ENUM('new', 'under-investigation', 'explained', 'confirmed');
  ALTER TABLE "monitoring_signals" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_monitoring_signals_status";
  ALTER TABLE "monitoring_signals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_monitoring_signals_status" USING "status"::"public"."enum_monitoring_signals_status";
  ALTER TABLE "monitoring_signals" ALTER COLUMN "explanation" SET DATA TYPE text;
  DROP TYPE "public"."enum_monitoring_signals_explanation";
  CREATE TYPE "public"."enum_monitoring_signals_explanation" AS ENUM('data-quality', 'diagnosis-change', 'screening-change');
  ALTER TABLE "monitoring_signals" ALTER COLUMN "explanation" SET DATA TYPE "public"."enum_monitoring_signals_explanation" USING "explanation"::"public"."enum_monitoring_signals_explanation";
  ALTER TABLE "surveillance_case_records" ALTER COLUMN "sex" SET DATA TYPE text;
  DROP TYPE "public"."enum_surveillance_case_records_sex";
  CREATE TYPE "public"."enum_surveillance_case_records_sex" AS ENUM('male', 'female', 'indeterminate');
  ALTER TABLE "surveillance_case_records" ALTER COLUMN "sex" SET DATA TYPE "public"."enum_surveillance_case_records_sex" USING "sex"::"public"."enum_surveillance_case_records_sex";
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'twoFactorEnrolled', 'twoFactorDisabled', 'twoFactorReset', 'twoFactorRecoveryCodeUsed', 'twoFactorRecoveryCodesRenewed', 'accountCreated', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'submissionRolledBack', 'monthlyCountsDownloaded', 'caseRecordsDownloaded', 'caseRecordsRead', 'caseCountsRecomputed', 'fileDownloaded', 'releasePublished', 'contentDeleted', 'settingsChanged');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "monitoring_signals_retracted_at_idx";
  DROP INDEX "payload_locked_documents_rels_signal_attachments_id_idx";
  ALTER TABLE "monitoring_signals" DROP COLUMN "review_started_at";
  ALTER TABLE "monitoring_signals" DROP COLUMN "concluded_at";
  ALTER TABLE "monitoring_signals" DROP COLUMN "retracted_at";
  ALTER TABLE "monitoring_signals" DROP COLUMN "retraction_reason";
  ALTER TABLE "monitoring_signals" DROP COLUMN "office_notes_at";
  ALTER TABLE "monitoring_signals" DROP COLUMN "registry_notes";
  ALTER TABLE "monitoring_signals" DROP COLUMN "registry_notes_at";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "record_status";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "clinical_presentation";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "diagnosis_corrected";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "diagnosis_statuses";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "diagnosis_date";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "report_date";
  ALTER TABLE "surveillance_case_records" DROP COLUMN "completion_date";
  ALTER TABLE "surveillance_releases" DROP COLUMN "licence";
  ALTER TABLE "surveillance_releases" DROP COLUMN "provisional_year";
  ALTER TABLE "surveillance_releases" DROP COLUMN "demo";
  ALTER TABLE "surveillance_release_tables" DROP COLUMN "months";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "signal_attachments_id";
  ALTER TABLE "footer_locales" DROP COLUMN "content";
  ALTER TABLE "_footer_v_locales" DROP COLUMN "version_content";
  ALTER TABLE "site_settings" DROP COLUMN "data_licence";
  ALTER TABLE "site_settings" DROP COLUMN "newest_year_final";
  DROP TYPE "public"."enum_monitoring_signals_retraction_reason";
  DROP TYPE "public"."enum_surveillance_case_records_record_status";
  DROP TYPE "public"."enum_surveillance_case_records_clinical_presentation";
  DROP TYPE "public"."enum_site_settings_data_licence";`)
}
