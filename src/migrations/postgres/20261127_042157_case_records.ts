import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_submissions_kind" AS ENUM('monthly-counts', 'case-records');
  CREATE TYPE "public"."enum__data_submissions_v_version_kind" AS ENUM('monthly-counts', 'case-records');
  CREATE TYPE "public"."enum_surveillance_case_records_outcome" AS ENUM('live-birth', 'fetal-death', 'topfa');
  CREATE TYPE "public"."enum_surveillance_case_records_sex" AS ENUM('male', 'female', 'indeterminate');
  CREATE TYPE "public"."enum_surveillance_case_records_prenatal_diagnosis" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_surveillance_case_records_case_class" AS ENUM('chromosomal', 'syndrome', 'multiple', 'isolated');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'caseRecordsDownloaded' BEFORE 'fileDownloaded';
  CREATE TABLE "surveillance_case_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registry_id" integer NOT NULL,
  	"year" numeric NOT NULL,
  	"semester" numeric NOT NULL,
  	"submission_id" integer NOT NULL,
  	"case_id" varchar NOT NULL,
  	"month" numeric NOT NULL,
  	"day" numeric,
  	"outcome" "enum_surveillance_case_records_outcome" NOT NULL,
  	"sex" "enum_surveillance_case_records_sex",
  	"plurality" numeric,
  	"gestational_weeks" numeric,
  	"birth_weight" numeric,
  	"prenatal_diagnosis" "enum_surveillance_case_records_prenatal_diagnosis",
  	"diagnosis_weeks" numeric,
  	"maternal_age" numeric,
  	"codes" varchar NOT NULL,
  	"syndrome" boolean DEFAULT false,
  	"description" varchar,
  	"groups" jsonb,
  	"case_class" "enum_surveillance_case_records_case_class",
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "member_registries" ADD COLUMN "topfa_weeks_limit" numeric;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_topfa_weeks_limit" numeric;
  ALTER TABLE "data_submissions" ADD COLUMN "kind" "enum_data_submissions_kind" DEFAULT 'monthly-counts';
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_kind" "enum__data_submissions_v_version_kind" DEFAULT 'monthly-counts';
  ALTER TABLE "surveillance_cases" ADD COLUMN "live_birth_cases" numeric;
  ALTER TABLE "surveillance_cases" ADD COLUMN "fetal_death_cases" numeric;
  ALTER TABLE "surveillance_cases" ADD COLUMN "topfa_cases" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveillance_case_records_id" integer;
  ALTER TABLE "surveillance_case_records" ADD CONSTRAINT "surveillance_case_records_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_case_records" ADD CONSTRAINT "surveillance_case_records_submission_id_data_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."data_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "surveillance_case_records_registry_idx" ON "surveillance_case_records" USING btree ("registry_id");
  CREATE INDEX "surveillance_case_records_submission_idx" ON "surveillance_case_records" USING btree ("submission_id");
  CREATE INDEX "surveillance_case_records_updated_at_idx" ON "surveillance_case_records" USING btree ("updated_at");
  CREATE INDEX "surveillance_case_records_created_at_idx" ON "surveillance_case_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_caseId_idx" ON "surveillance_case_records" USING btree ("registry_id","case_id");
  CREATE INDEX "registry_year_semester_1_idx" ON "surveillance_case_records" USING btree ("registry_id","year","semester");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveillance_case_records_fk" FOREIGN KEY ("surveillance_case_records_id") REFERENCES "public"."surveillance_case_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_submissions_kind_idx" ON "data_submissions" USING btree ("kind");
  CREATE INDEX "_data_submissions_v_version_version_kind_idx" ON "_data_submissions_v" USING btree ("version_kind");
  CREATE INDEX "payload_locked_documents_rels_surveillance_case_records__idx" ON "payload_locked_documents_rels" USING btree ("surveillance_case_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveillance_case_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "surveillance_case_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveillance_case_records_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'twoFactorEnrolled', 'twoFactorDisabled', 'twoFactorReset', 'twoFactorRecoveryCodeUsed', 'twoFactorRecoveryCodesRenewed', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'monthlyCountsDownloaded', 'fileDownloaded', 'contentDeleted', 'settingsChanged');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "data_submissions_kind_idx";
  DROP INDEX "_data_submissions_v_version_version_kind_idx";
  DROP INDEX "payload_locked_documents_rels_surveillance_case_records__idx";
  ALTER TABLE "member_registries" DROP COLUMN "topfa_weeks_limit";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_topfa_weeks_limit";
  ALTER TABLE "data_submissions" DROP COLUMN "kind";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_kind";
  ALTER TABLE "surveillance_cases" DROP COLUMN "live_birth_cases";
  ALTER TABLE "surveillance_cases" DROP COLUMN "fetal_death_cases";
  ALTER TABLE "surveillance_cases" DROP COLUMN "topfa_cases";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveillance_case_records_id";
  DROP TYPE "public"."enum_data_submissions_kind";
  DROP TYPE "public"."enum__data_submissions_v_version_kind";
  DROP TYPE "public"."enum_surveillance_case_records_outcome";
  DROP TYPE "public"."enum_surveillance_case_records_sex";
  DROP TYPE "public"."enum_surveillance_case_records_prenatal_diagnosis";
  DROP TYPE "public"."enum_surveillance_case_records_case_class";`)
}
