import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_submissions_status" AS ENUM('draft', 'submitted', 'accepted', 'returned');
  CREATE TYPE "public"."enum__data_submissions_v_version_status" AS ENUM('draft', 'submitted', 'accepted', 'returned');
  CREATE TABLE "data_submissions_births" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" numeric NOT NULL,
  	"live_births" numeric,
  	"stillbirths" numeric
  );
  
  CREATE TABLE "data_submissions_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"month" numeric NOT NULL,
  	"cases" numeric
  );
  
  CREATE TABLE "data_submissions_warnings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"params" jsonb
  );
  
  CREATE TABLE "data_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"registry_id" integer NOT NULL,
  	"year" numeric NOT NULL,
  	"semester" numeric NOT NULL,
  	"status" "enum_data_submissions_status" DEFAULT 'draft' NOT NULL,
  	"file_id" integer,
  	"office_comment" varchar,
  	"submitted_by_id" integer,
  	"submitted_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_data_submissions_v_version_births" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" numeric NOT NULL,
  	"live_births" numeric,
  	"stillbirths" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_data_submissions_v_version_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"month" numeric NOT NULL,
  	"cases" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_data_submissions_v_version_warnings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_data_submissions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_registry_id" integer NOT NULL,
  	"version_year" numeric NOT NULL,
  	"version_semester" numeric NOT NULL,
  	"version_status" "enum__data_submissions_v_version_status" DEFAULT 'draft' NOT NULL,
  	"version_file_id" integer,
  	"version_office_comment" varchar,
  	"version_submitted_by_id" integer,
  	"version_submitted_at" timestamp(3) with time zone,
  	"version_reviewed_by_id" integer,
  	"version_reviewed_at" timestamp(3) with time zone,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "surveillance_births" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registry_id" integer NOT NULL,
  	"live_births" numeric,
  	"stillbirths" numeric,
  	"month" varchar NOT NULL,
  	"submission_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "surveillance_cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registry_id" integer NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"cases" numeric,
  	"month" varchar NOT NULL,
  	"submission_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submission_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registry_id" integer NOT NULL,
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
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"member_registries_id" integer
  );
  
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveillance_births_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveillance_cases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_files_id" integer;
  ALTER TABLE "data_submissions_births" ADD CONSTRAINT "data_submissions_births_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_submissions_cases" ADD CONSTRAINT "data_submissions_cases_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_submissions_cases" ADD CONSTRAINT "data_submissions_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_submissions_warnings" ADD CONSTRAINT "data_submissions_warnings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_submissions" ADD CONSTRAINT "data_submissions_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_submissions" ADD CONSTRAINT "data_submissions_file_id_submission_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."submission_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_submissions" ADD CONSTRAINT "data_submissions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_submissions" ADD CONSTRAINT "data_submissions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v_version_births" ADD CONSTRAINT "_data_submissions_v_version_births_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_data_submissions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_data_submissions_v_version_cases" ADD CONSTRAINT "_data_submissions_v_version_cases_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v_version_cases" ADD CONSTRAINT "_data_submissions_v_version_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_data_submissions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_data_submissions_v_version_warnings" ADD CONSTRAINT "_data_submissions_v_version_warnings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_data_submissions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_parent_id_data_submissions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_version_registry_id_member_registries_id_fk" FOREIGN KEY ("version_registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_version_file_id_submission_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."submission_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_submissions_v" ADD CONSTRAINT "_data_submissions_v_version_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_births" ADD CONSTRAINT "surveillance_births_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_births" ADD CONSTRAINT "surveillance_births_submission_id_data_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."data_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_cases" ADD CONSTRAINT "surveillance_cases_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_cases" ADD CONSTRAINT "surveillance_cases_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveillance_cases" ADD CONSTRAINT "surveillance_cases_submission_id_data_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."data_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_member_registries_fk" FOREIGN KEY ("member_registries_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_submissions_births_order_idx" ON "data_submissions_births" USING btree ("_order");
  CREATE INDEX "data_submissions_births_parent_id_idx" ON "data_submissions_births" USING btree ("_parent_id");
  CREATE INDEX "data_submissions_cases_order_idx" ON "data_submissions_cases" USING btree ("_order");
  CREATE INDEX "data_submissions_cases_parent_id_idx" ON "data_submissions_cases" USING btree ("_parent_id");
  CREATE INDEX "data_submissions_cases_malformation_idx" ON "data_submissions_cases" USING btree ("malformation_id");
  CREATE INDEX "data_submissions_warnings_order_idx" ON "data_submissions_warnings" USING btree ("_order");
  CREATE INDEX "data_submissions_warnings_parent_id_idx" ON "data_submissions_warnings" USING btree ("_parent_id");
  CREATE INDEX "data_submissions_registry_idx" ON "data_submissions" USING btree ("registry_id");
  CREATE INDEX "data_submissions_year_idx" ON "data_submissions" USING btree ("year");
  CREATE INDEX "data_submissions_status_idx" ON "data_submissions" USING btree ("status");
  CREATE INDEX "data_submissions_file_idx" ON "data_submissions" USING btree ("file_id");
  CREATE INDEX "data_submissions_submitted_by_idx" ON "data_submissions" USING btree ("submitted_by_id");
  CREATE INDEX "data_submissions_reviewed_by_idx" ON "data_submissions" USING btree ("reviewed_by_id");
  CREATE INDEX "data_submissions_updated_at_idx" ON "data_submissions" USING btree ("updated_at");
  CREATE INDEX "data_submissions_created_at_idx" ON "data_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_year_semester_idx" ON "data_submissions" USING btree ("registry_id","year","semester");
  CREATE INDEX "_data_submissions_v_version_births_order_idx" ON "_data_submissions_v_version_births" USING btree ("_order");
  CREATE INDEX "_data_submissions_v_version_births_parent_id_idx" ON "_data_submissions_v_version_births" USING btree ("_parent_id");
  CREATE INDEX "_data_submissions_v_version_cases_order_idx" ON "_data_submissions_v_version_cases" USING btree ("_order");
  CREATE INDEX "_data_submissions_v_version_cases_parent_id_idx" ON "_data_submissions_v_version_cases" USING btree ("_parent_id");
  CREATE INDEX "_data_submissions_v_version_cases_malformation_idx" ON "_data_submissions_v_version_cases" USING btree ("malformation_id");
  CREATE INDEX "_data_submissions_v_version_warnings_order_idx" ON "_data_submissions_v_version_warnings" USING btree ("_order");
  CREATE INDEX "_data_submissions_v_version_warnings_parent_id_idx" ON "_data_submissions_v_version_warnings" USING btree ("_parent_id");
  CREATE INDEX "_data_submissions_v_parent_idx" ON "_data_submissions_v" USING btree ("parent_id");
  CREATE INDEX "_data_submissions_v_version_version_registry_idx" ON "_data_submissions_v" USING btree ("version_registry_id");
  CREATE INDEX "_data_submissions_v_version_version_year_idx" ON "_data_submissions_v" USING btree ("version_year");
  CREATE INDEX "_data_submissions_v_version_version_status_idx" ON "_data_submissions_v" USING btree ("version_status");
  CREATE INDEX "_data_submissions_v_version_version_file_idx" ON "_data_submissions_v" USING btree ("version_file_id");
  CREATE INDEX "_data_submissions_v_version_version_submitted_by_idx" ON "_data_submissions_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_data_submissions_v_version_version_reviewed_by_idx" ON "_data_submissions_v" USING btree ("version_reviewed_by_id");
  CREATE INDEX "_data_submissions_v_version_version_updated_at_idx" ON "_data_submissions_v" USING btree ("version_updated_at");
  CREATE INDEX "_data_submissions_v_version_version_created_at_idx" ON "_data_submissions_v" USING btree ("version_created_at");
  CREATE INDEX "_data_submissions_v_created_at_idx" ON "_data_submissions_v" USING btree ("created_at");
  CREATE INDEX "_data_submissions_v_updated_at_idx" ON "_data_submissions_v" USING btree ("updated_at");
  CREATE INDEX "version_registry_version_year_version_semester_idx" ON "_data_submissions_v" USING btree ("version_registry_id","version_year","version_semester");
  CREATE INDEX "surveillance_births_registry_idx" ON "surveillance_births" USING btree ("registry_id");
  CREATE INDEX "surveillance_births_month_idx" ON "surveillance_births" USING btree ("month");
  CREATE INDEX "surveillance_births_submission_idx" ON "surveillance_births" USING btree ("submission_id");
  CREATE INDEX "surveillance_births_updated_at_idx" ON "surveillance_births" USING btree ("updated_at");
  CREATE INDEX "surveillance_births_created_at_idx" ON "surveillance_births" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_month_idx" ON "surveillance_births" USING btree ("registry_id","month");
  CREATE INDEX "surveillance_cases_registry_idx" ON "surveillance_cases" USING btree ("registry_id");
  CREATE INDEX "surveillance_cases_malformation_idx" ON "surveillance_cases" USING btree ("malformation_id");
  CREATE INDEX "surveillance_cases_month_idx" ON "surveillance_cases" USING btree ("month");
  CREATE INDEX "surveillance_cases_submission_idx" ON "surveillance_cases" USING btree ("submission_id");
  CREATE INDEX "surveillance_cases_updated_at_idx" ON "surveillance_cases" USING btree ("updated_at");
  CREATE INDEX "surveillance_cases_created_at_idx" ON "surveillance_cases" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_malformation_month_idx" ON "surveillance_cases" USING btree ("registry_id","malformation_id","month");
  CREATE INDEX "malformation_month_idx" ON "surveillance_cases" USING btree ("malformation_id","month");
  CREATE INDEX "submission_files_registry_idx" ON "submission_files" USING btree ("registry_id");
  CREATE INDEX "submission_files_updated_at_idx" ON "submission_files" USING btree ("updated_at");
  CREATE INDEX "submission_files_created_at_idx" ON "submission_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_files_filename_idx" ON "submission_files" USING btree ("filename");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_member_registries_id_idx" ON "users_rels" USING btree ("member_registries_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_submissions_fk" FOREIGN KEY ("data_submissions_id") REFERENCES "public"."data_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveillance_births_fk" FOREIGN KEY ("surveillance_births_id") REFERENCES "public"."surveillance_births"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveillance_cases_fk" FOREIGN KEY ("surveillance_cases_id") REFERENCES "public"."surveillance_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("data_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_surveillance_births_id_idx" ON "payload_locked_documents_rels" USING btree ("surveillance_births_id");
  CREATE INDEX "payload_locked_documents_rels_surveillance_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("surveillance_cases_id");
  CREATE INDEX "payload_locked_documents_rels_submission_files_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_submissions_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_submissions_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_submissions_warnings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_submissions_v_version_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_submissions_v_version_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_submissions_v_version_warnings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_submissions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveillance_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveillance_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_submissions_births" CASCADE;
  DROP TABLE "data_submissions_cases" CASCADE;
  DROP TABLE "data_submissions_warnings" CASCADE;
  DROP TABLE "data_submissions" CASCADE;
  DROP TABLE "_data_submissions_v_version_births" CASCADE;
  DROP TABLE "_data_submissions_v_version_cases" CASCADE;
  DROP TABLE "_data_submissions_v_version_warnings" CASCADE;
  DROP TABLE "_data_submissions_v" CASCADE;
  DROP TABLE "surveillance_births" CASCADE;
  DROP TABLE "surveillance_cases" CASCADE;
  DROP TABLE "submission_files" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveillance_births_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveillance_cases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_data_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_surveillance_births_id_idx";
  DROP INDEX "payload_locked_documents_rels_surveillance_cases_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_files_id_idx";
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveillance_births_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveillance_cases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_files_id";
  DROP TYPE "public"."enum_data_submissions_status";
  DROP TYPE "public"."enum__data_submissions_v_version_status";`)
}
