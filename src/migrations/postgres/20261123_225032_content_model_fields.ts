import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { births2017Copy } from '@/lib/registries/births2017Copy'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_member_registries_status" AS ENUM('active', 'inactive');
  CREATE TYPE "public"."enum__member_registries_v_version_status" AS ENUM('active', 'inactive');
  CREATE TABLE "research_webinars_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "research_webinars_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_research_webinars_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_research_webinars_v_version_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "member_registries_covered_births" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"births" numeric NOT NULL
  );
  
  CREATE TABLE "_member_registries_v_version_covered_births" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"births" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "projects_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "projects_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_attachments_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"member_registries_id" integer
  );
  
  CREATE TABLE "_projects_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_attachments_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"member_registries_id" integer
  );
  
  ALTER TABLE "annual_meetings" ADD COLUMN "online_meeting_url" varchar;
  ALTER TABLE "annual_meetings" ADD COLUMN "recording_url" varchar;
  ALTER TABLE "_annual_meetings_v" ADD COLUMN "version_online_meeting_url" varchar;
  ALTER TABLE "_annual_meetings_v" ADD COLUMN "version_recording_url" varchar;
  ALTER TABLE "operational_webinars" ADD COLUMN "online_meeting_url" varchar;
  ALTER TABLE "operational_webinars" ADD COLUMN "recording_url" varchar;
  ALTER TABLE "_operational_webinars_v" ADD COLUMN "version_online_meeting_url" varchar;
  ALTER TABLE "_operational_webinars_v" ADD COLUMN "version_recording_url" varchar;
  ALTER TABLE "research_webinars" ADD COLUMN "online_meeting_url" varchar;
  ALTER TABLE "research_webinars" ADD COLUMN "recording_url" varchar;
  ALTER TABLE "research_webinars" ADD COLUMN "project_id" integer;
  ALTER TABLE "_research_webinars_v" ADD COLUMN "version_online_meeting_url" varchar;
  ALTER TABLE "_research_webinars_v" ADD COLUMN "version_recording_url" varchar;
  ALTER TABLE "_research_webinars_v" ADD COLUMN "version_project_id" integer;
  ALTER TABLE "events" ADD COLUMN "end_date" timestamp(3) with time zone;
  ALTER TABLE "events_locales" ADD COLUMN "description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_end_date" timestamp(3) with time zone;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_description" varchar;
  ALTER TABLE "member_registries" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "member_registries" ADD COLUMN "logo_id" integer;
  ALTER TABLE "member_registries" ADD COLUMN "status" "enum_member_registries_status" DEFAULT 'active';
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_contact_email" varchar;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_status" "enum__member_registries_v_version_status" DEFAULT 'active';
  ALTER TABLE "projects" ADD COLUMN "image_id" integer;
  ALTER TABLE "projects" ADD COLUMN "start_year" numeric;
  ALTER TABLE "projects" ADD COLUMN "end_year" numeric;
  ALTER TABLE "_projects_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_start_year" numeric;
  ALTER TABLE "_projects_v" ADD COLUMN "version_end_year" numeric;
  ALTER TABLE "official_documents" ADD COLUMN "date" timestamp(3) with time zone;
  ALTER TABLE "official_documents" ADD COLUMN "registry_id" integer;
  ALTER TABLE "_official_documents_v" ADD COLUMN "version_date" timestamp(3) with time zone;
  ALTER TABLE "_official_documents_v" ADD COLUMN "version_registry_id" integer;
  ALTER TABLE "users" ADD COLUMN "institution" varchar;
  ALTER TABLE "research_webinars_documents" ADD CONSTRAINT "research_webinars_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_webinars_documents" ADD CONSTRAINT "research_webinars_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_webinars_documents_locales" ADD CONSTRAINT "research_webinars_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_webinars_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_webinars_v_version_documents" ADD CONSTRAINT "_research_webinars_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_webinars_v_version_documents" ADD CONSTRAINT "_research_webinars_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_webinars_v_version_documents_locales" ADD CONSTRAINT "_research_webinars_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_webinars_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_registries_covered_births" ADD CONSTRAINT "member_registries_covered_births_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_member_registries_v_version_covered_births" ADD CONSTRAINT "_member_registries_v_version_covered_births_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_links" ADD CONSTRAINT "projects_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_links_locales" ADD CONSTRAINT "projects_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_attachments" ADD CONSTRAINT "projects_attachments_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_attachments" ADD CONSTRAINT "projects_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_attachments_locales" ADD CONSTRAINT "projects_attachments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_member_registries_fk" FOREIGN KEY ("member_registries_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_links" ADD CONSTRAINT "_projects_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_links_locales" ADD CONSTRAINT "_projects_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_attachments" ADD CONSTRAINT "_projects_v_version_attachments_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_attachments" ADD CONSTRAINT "_projects_v_version_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_attachments_locales" ADD CONSTRAINT "_projects_v_version_attachments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_member_registries_fk" FOREIGN KEY ("member_registries_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "research_webinars_documents_order_idx" ON "research_webinars_documents" USING btree ("_order");
  CREATE INDEX "research_webinars_documents_parent_id_idx" ON "research_webinars_documents" USING btree ("_parent_id");
  CREATE INDEX "research_webinars_documents_file_idx" ON "research_webinars_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "research_webinars_documents_locales_locale_parent_id_unique" ON "research_webinars_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_research_webinars_v_version_documents_order_idx" ON "_research_webinars_v_version_documents" USING btree ("_order");
  CREATE INDEX "_research_webinars_v_version_documents_parent_id_idx" ON "_research_webinars_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_research_webinars_v_version_documents_file_idx" ON "_research_webinars_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_research_webinars_v_version_documents_locales_locale_parent" ON "_research_webinars_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "member_registries_covered_births_order_idx" ON "member_registries_covered_births" USING btree ("_order");
  CREATE INDEX "member_registries_covered_births_parent_id_idx" ON "member_registries_covered_births" USING btree ("_parent_id");
  CREATE INDEX "_member_registries_v_version_covered_births_order_idx" ON "_member_registries_v_version_covered_births" USING btree ("_order");
  CREATE INDEX "_member_registries_v_version_covered_births_parent_id_idx" ON "_member_registries_v_version_covered_births" USING btree ("_parent_id");
  CREATE INDEX "projects_links_order_idx" ON "projects_links" USING btree ("_order");
  CREATE INDEX "projects_links_parent_id_idx" ON "projects_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_links_locales_locale_parent_id_unique" ON "projects_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_attachments_order_idx" ON "projects_attachments" USING btree ("_order");
  CREATE INDEX "projects_attachments_parent_id_idx" ON "projects_attachments" USING btree ("_parent_id");
  CREATE INDEX "projects_attachments_file_idx" ON "projects_attachments" USING btree ("file_id");
  CREATE UNIQUE INDEX "projects_attachments_locales_locale_parent_id_unique" ON "projects_attachments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_member_registries_id_idx" ON "projects_rels" USING btree ("member_registries_id");
  CREATE INDEX "_projects_v_version_links_order_idx" ON "_projects_v_version_links" USING btree ("_order");
  CREATE INDEX "_projects_v_version_links_parent_id_idx" ON "_projects_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_links_locales_locale_parent_id_unique" ON "_projects_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_version_attachments_order_idx" ON "_projects_v_version_attachments" USING btree ("_order");
  CREATE INDEX "_projects_v_version_attachments_parent_id_idx" ON "_projects_v_version_attachments" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_attachments_file_idx" ON "_projects_v_version_attachments" USING btree ("file_id");
  CREATE UNIQUE INDEX "_projects_v_version_attachments_locales_locale_parent_id_uni" ON "_projects_v_version_attachments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_member_registries_id_idx" ON "_projects_v_rels" USING btree ("member_registries_id");
  ALTER TABLE "research_webinars" ADD CONSTRAINT "research_webinars_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_webinars_v" ADD CONSTRAINT "_research_webinars_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_registries" ADD CONSTRAINT "member_registries_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_member_registries_v" ADD CONSTRAINT "_member_registries_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_documents" ADD CONSTRAINT "official_documents_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_official_documents_v" ADD CONSTRAINT "_official_documents_v_version_registry_id_member_registries_id_fk" FOREIGN KEY ("version_registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "research_webinars_project_idx" ON "research_webinars" USING btree ("project_id");
  CREATE INDEX "_research_webinars_v_version_version_project_idx" ON "_research_webinars_v" USING btree ("version_project_id");
  CREATE INDEX "member_registries_logo_idx" ON "member_registries" USING btree ("logo_id");
  CREATE INDEX "_member_registries_v_version_version_logo_idx" ON "_member_registries_v" USING btree ("version_logo_id");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "official_documents_registry_idx" ON "official_documents" USING btree ("registry_id");
  CREATE INDEX "_official_documents_v_version_version_registry_idx" ON "_official_documents_v" USING btree ("version_registry_id");
`)
  // --- Data step (not generated): the 2017 births figure becomes a 2017 row of coveredBirths,
  // before its columns are dropped (moved out of the statement above for that).
  for (const statement of births2017Copy.postgres.up) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "member_registries" DROP COLUMN "covered_births2017";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_covered_births2017";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // --- Data step (not generated): the old columns come back first, filled from the 2017 rows,
  // while those still exist (their ADD COLUMN was moved out of the statement below for that).
  for (const statement of births2017Copy.postgres.down) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "research_webinars_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_webinars_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_webinars_v_version_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_webinars_v_version_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_registries_covered_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_member_registries_v_version_covered_births" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_attachments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_attachments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "research_webinars_documents" CASCADE;
  DROP TABLE "research_webinars_documents_locales" CASCADE;
  DROP TABLE "_research_webinars_v_version_documents" CASCADE;
  DROP TABLE "_research_webinars_v_version_documents_locales" CASCADE;
  DROP TABLE "member_registries_covered_births" CASCADE;
  DROP TABLE "_member_registries_v_version_covered_births" CASCADE;
  DROP TABLE "projects_links" CASCADE;
  DROP TABLE "projects_links_locales" CASCADE;
  DROP TABLE "projects_attachments" CASCADE;
  DROP TABLE "projects_attachments_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_version_links" CASCADE;
  DROP TABLE "_projects_v_version_links_locales" CASCADE;
  DROP TABLE "_projects_v_version_attachments" CASCADE;
  DROP TABLE "_projects_v_version_attachments_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  ALTER TABLE "research_webinars" DROP CONSTRAINT "research_webinars_project_id_projects_id_fk";
  
  ALTER TABLE "_research_webinars_v" DROP CONSTRAINT "_research_webinars_v_version_project_id_projects_id_fk";
  
  ALTER TABLE "member_registries" DROP CONSTRAINT "member_registries_logo_id_media_id_fk";
  
  ALTER TABLE "_member_registries_v" DROP CONSTRAINT "_member_registries_v_version_logo_id_media_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_image_id_media_id_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_image_id_media_id_fk";
  
  ALTER TABLE "official_documents" DROP CONSTRAINT "official_documents_registry_id_member_registries_id_fk";
  
  ALTER TABLE "_official_documents_v" DROP CONSTRAINT "_official_documents_v_version_registry_id_member_registries_id_fk";
  
  DROP INDEX "research_webinars_project_idx";
  DROP INDEX "_research_webinars_v_version_version_project_idx";
  DROP INDEX "member_registries_logo_idx";
  DROP INDEX "_member_registries_v_version_version_logo_idx";
  DROP INDEX "projects_image_idx";
  DROP INDEX "_projects_v_version_version_image_idx";
  DROP INDEX "official_documents_registry_idx";
  DROP INDEX "_official_documents_v_version_version_registry_idx";
  ALTER TABLE "annual_meetings" DROP COLUMN "online_meeting_url";
  ALTER TABLE "annual_meetings" DROP COLUMN "recording_url";
  ALTER TABLE "_annual_meetings_v" DROP COLUMN "version_online_meeting_url";
  ALTER TABLE "_annual_meetings_v" DROP COLUMN "version_recording_url";
  ALTER TABLE "operational_webinars" DROP COLUMN "online_meeting_url";
  ALTER TABLE "operational_webinars" DROP COLUMN "recording_url";
  ALTER TABLE "_operational_webinars_v" DROP COLUMN "version_online_meeting_url";
  ALTER TABLE "_operational_webinars_v" DROP COLUMN "version_recording_url";
  ALTER TABLE "research_webinars" DROP COLUMN "online_meeting_url";
  ALTER TABLE "research_webinars" DROP COLUMN "recording_url";
  ALTER TABLE "research_webinars" DROP COLUMN "project_id";
  ALTER TABLE "_research_webinars_v" DROP COLUMN "version_online_meeting_url";
  ALTER TABLE "_research_webinars_v" DROP COLUMN "version_recording_url";
  ALTER TABLE "_research_webinars_v" DROP COLUMN "version_project_id";
  ALTER TABLE "events" DROP COLUMN "end_date";
  ALTER TABLE "events_locales" DROP COLUMN "description";
  ALTER TABLE "_events_v" DROP COLUMN "version_end_date";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_description";
  ALTER TABLE "member_registries" DROP COLUMN "contact_email";
  ALTER TABLE "member_registries" DROP COLUMN "logo_id";
  ALTER TABLE "member_registries" DROP COLUMN "status";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_contact_email";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_logo_id";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_status";
  ALTER TABLE "projects" DROP COLUMN "image_id";
  ALTER TABLE "projects" DROP COLUMN "start_year";
  ALTER TABLE "projects" DROP COLUMN "end_year";
  ALTER TABLE "_projects_v" DROP COLUMN "version_image_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_start_year";
  ALTER TABLE "_projects_v" DROP COLUMN "version_end_year";
  ALTER TABLE "official_documents" DROP COLUMN "date";
  ALTER TABLE "official_documents" DROP COLUMN "registry_id";
  ALTER TABLE "_official_documents_v" DROP COLUMN "version_date";
  ALTER TABLE "_official_documents_v" DROP COLUMN "version_registry_id";
  ALTER TABLE "users" DROP COLUMN "institution";
  DROP TYPE "public"."enum_member_registries_status";
  DROP TYPE "public"."enum__member_registries_v_version_status";`)
}
