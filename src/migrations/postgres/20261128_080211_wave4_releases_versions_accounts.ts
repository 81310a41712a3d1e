import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_data_submissions_status" ADD VALUE 'superseded';
  ALTER TYPE "public"."enum_data_submissions_status" ADD VALUE 'rolledBack';
  ALTER TYPE "public"."enum__data_submissions_v_version_status" ADD VALUE 'superseded';
  ALTER TYPE "public"."enum__data_submissions_v_version_status" ADD VALUE 'rolledBack';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'accountCreated' BEFORE 'rolesChanged';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'submissionRolledBack' BEFORE 'monthlyCountsDownloaded';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'caseRecordsRead' BEFORE 'caseCountsRecomputed';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'releasePublished' BEFORE 'contentDeleted';
  CREATE TABLE "surveillance_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"number" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"published_by_id" integer,
  	"suppression_threshold" numeric NOT NULL,
  	"tables" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "surveillance_release_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"release_id" integer NOT NULL,
  	"malformation" numeric NOT NULL,
  	"rows" jsonb NOT NULL,
  	"withheld" jsonb NOT NULL,
  	"audit" jsonb NOT NULL,
  	"case_views" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "second_factor_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user" numeric NOT NULL,
  	"value" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "registry_year_semester_idx";
  DROP INDEX "version_registry_version_year_version_semester_idx";
  DROP INDEX "registry_year_semester_1_idx";
  DROP INDEX "registry_caseId_idx";
  ALTER TABLE "data_submissions" ADD COLUMN "version" numeric DEFAULT 1;
  ALTER TABLE "data_submissions" ADD COLUMN "rolled_back_by_id" integer;
  ALTER TABLE "data_submissions" ADD COLUMN "rolled_back_at" timestamp(3) with time zone;
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_version" numeric DEFAULT 1;
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_rolled_back_by_id" integer;
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_rolled_back_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "demo_account" boolean DEFAULT false;
  ALTER TABLE "api_keys" ADD COLUMN "granted_access" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveillance_releases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveillance_release_tables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factor_claims_id" integer;
  ALTER TABLE "surveillance_releases" ADD CONSTRAINT "surveillance_releases_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_release_tables" ADD CONSTRAINT "surveillance_release_tables_release_id_surveillance_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."surveillance_releases"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "surveillance_releases_number_idx" ON "surveillance_releases" USING btree ("number");
  CREATE INDEX "surveillance_releases_published_by_idx" ON "surveillance_releases" USING btree ("published_by_id");
  CREATE INDEX "surveillance_releases_updated_at_idx" ON "surveillance_releases" USING btree ("updated_at");
  CREATE INDEX "surveillance_releases_created_at_idx" ON "surveillance_releases" USING btree ("created_at");
  CREATE INDEX "surveillance_release_tables_release_idx" ON "surveillance_release_tables" USING btree ("release_id");
  CREATE INDEX "surveillance_release_tables_malformation_idx" ON "surveillance_release_tables" USING btree ("malformation");
  CREATE INDEX "surveillance_release_tables_updated_at_idx" ON "surveillance_release_tables" USING btree ("updated_at");
  CREATE INDEX "surveillance_release_tables_created_at_idx" ON "surveillance_release_tables" USING btree ("created_at");
  CREATE UNIQUE INDEX "release_malformation_idx" ON "surveillance_release_tables" USING btree ("release_id","malformation");
  CREATE UNIQUE INDEX "second_factor_claims_key_idx" ON "second_factor_claims" USING btree ("key");
  CREATE INDEX "second_factor_claims_user_idx" ON "second_factor_claims" USING btree ("user");
  CREATE INDEX "second_factor_claims_updated_at_idx" ON "second_factor_claims" USING btree ("updated_at");
  CREATE INDEX "second_factor_claims_created_at_idx" ON "second_factor_claims" USING btree ("created_at");
  ALTER TABLE "data_submissions" ADD CONSTRAINT "data_submissions_rolled_back_by_id_users_id_fk" FOREIGN KEY ("rolled_back_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_version_rolled_back_by_id_users_id_fk" FOREIGN KEY ("version_rolled_back_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveillance_releases_fk" FOREIGN KEY ("surveillance_releases_id") REFERENCES "public"."surveillance_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveillance_release_tables_fk" FOREIGN KEY ("surveillance_release_tables_id") REFERENCES "public"."surveillance_release_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factor_claims_fk" FOREIGN KEY ("second_factor_claims_id") REFERENCES "public"."second_factor_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_submissions_version_idx" ON "data_submissions" USING btree ("version");
  CREATE INDEX "data_submissions_rolled_back_by_idx" ON "data_submissions" USING btree ("rolled_back_by_id");
  CREATE UNIQUE INDEX "registry_year_semester_version_idx" ON "data_submissions" USING btree ("registry_id","year","semester","version");
  CREATE INDEX "_data_submissions_v_version_version_version_idx" ON "_data_submissions_v" USING btree ("version_version");
  CREATE INDEX "_data_submissions_v_version_version_rolled_back_by_idx" ON "_data_submissions_v" USING btree ("version_rolled_back_by_id");
  CREATE INDEX "version_registry_version_year_version_semester_version_v_idx" ON "_data_submissions_v" USING btree ("version_registry_id","version_year","version_semester","version_version");
  CREATE UNIQUE INDEX "submission_caseId_idx" ON "surveillance_case_records" USING btree ("submission_id","case_id");
  CREATE INDEX "registry_year_semester_idx" ON "surveillance_case_records" USING btree ("registry_id","year","semester");
  CREATE INDEX "payload_locked_documents_rels_surveillance_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("surveillance_releases_id");
  CREATE INDEX "payload_locked_documents_rels_surveillance_release_table_idx" ON "payload_locked_documents_rels" USING btree ("surveillance_release_tables_id");
  CREATE INDEX "payload_locked_documents_rels_second_factor_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factor_claims_id");
  CREATE INDEX "registry_caseId_idx" ON "surveillance_case_records" USING btree ("registry_id","case_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveillance_releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveillance_release_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "second_factor_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "surveillance_releases" CASCADE;
  DROP TABLE "surveillance_release_tables" CASCADE;
  DROP TABLE "second_factor_claims" CASCADE;
  ALTER TABLE "data_submissions" DROP CONSTRAINT "data_submissions_rolled_back_by_id_users_id_fk";
  
  ALTER TABLE "_data_submissions_v" DROP CONSTRAINT "_data_submissions_v_version_rolled_back_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveillance_releases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveillance_release_tables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factor_claims_fk";
  
  ALTER TABLE "data_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "data_submissions" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_data_submissions_status";
  CREATE TYPE "public"."enum_data_submissions_status" AS ENUM('draft', 'submitted', 'accepted', 'returned');
  ALTER TABLE "data_submissions" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_data_submissions_status";
  ALTER TABLE "data_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_data_submissions_status" USING "status"::"public"."enum_data_submissions_status";
  ALTER TABLE "_data_submissions_v" ALTER COLUMN "version_status" SET DATA TYPE text;
  ALTER TABLE "_data_submissions_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum__data_submissions_v_version_status";
  CREATE TYPE "public"."enum__data_submissions_v_version_status" AS ENUM('draft', 'submitted', 'accepted', 'returned');
  ALTER TABLE "_data_submissions_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::"public"."enum__data_submissions_v_version_status";
  ALTER TABLE "_data_submissions_v" ALTER COLUMN "version_status" SET DATA TYPE "public"."enum__data_submissions_v_version_status" USING "version_status"::"public"."enum__data_submissions_v_version_status";
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'twoFactorEnrolled', 'twoFactorDisabled', 'twoFactorReset', 'twoFactorRecoveryCodeUsed', 'twoFactorRecoveryCodesRenewed', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'monthlyCountsDownloaded', 'caseRecordsDownloaded', 'caseCountsRecomputed', 'fileDownloaded', 'contentDeleted', 'settingsChanged');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "data_submissions_version_idx";
  DROP INDEX "data_submissions_rolled_back_by_idx";
  DROP INDEX "registry_year_semester_version_idx";
  DROP INDEX "_data_submissions_v_version_version_version_idx";
  DROP INDEX "_data_submissions_v_version_version_rolled_back_by_idx";
  DROP INDEX "version_registry_version_year_version_semester_version_v_idx";
  DROP INDEX "submission_caseId_idx";
  DROP INDEX "registry_year_semester_idx";
  DROP INDEX "payload_locked_documents_rels_surveillance_releases_id_idx";
  DROP INDEX "payload_locked_documents_rels_surveillance_release_table_idx";
  DROP INDEX "payload_locked_documents_rels_second_factor_claims_id_idx";
  DROP INDEX "registry_caseId_idx";
  CREATE UNIQUE INDEX "registry_year_semester_idx" ON "data_submissions" USING btree ("registry_id","year","semester");
  CREATE INDEX "version_registry_version_year_version_semester_idx" ON "_data_submissions_v" USING btree ("version_registry_id","version_year","version_semester");
  CREATE INDEX "registry_year_semester_1_idx" ON "surveillance_case_records" USING btree ("registry_id","year","semester");
  CREATE UNIQUE INDEX "registry_caseId_idx" ON "surveillance_case_records" USING btree ("registry_id","case_id");
  ALTER TABLE "data_submissions" DROP COLUMN "version";
  ALTER TABLE "data_submissions" DROP COLUMN "rolled_back_by_id";
  ALTER TABLE "data_submissions" DROP COLUMN "rolled_back_at";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_version";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_rolled_back_by_id";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_rolled_back_at";
  ALTER TABLE "users" DROP COLUMN "demo_account";
  ALTER TABLE "api_keys" DROP COLUMN "granted_access";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveillance_releases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveillance_release_tables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factor_claims_id";`)
}
