import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillOrders } from '@/lib/ordering/backfillOrder'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_network_publications_type" AS ENUM('article', 'book', 'chapter', 'thesis', 'report', 'other');
  CREATE TYPE "public"."enum__network_publications_v_version_type" AS ENUM('article', 'book', 'chapter', 'thesis', 'report', 'other');
  CREATE TYPE "public"."enum_registry_publications_type" AS ENUM('article', 'book', 'chapter', 'thesis', 'report', 'other');
  CREATE TYPE "public"."enum__registry_publications_v_version_type" AS ENUM('article', 'book', 'chapter', 'thesis', 'report', 'other');
  CREATE TABLE "network_publications_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "_network_publications_v_version_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "registry_publications_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "_registry_publications_v_version_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  ALTER TABLE "network_publications" ALTER COLUMN "citation" DROP NOT NULL;
  ALTER TABLE "_network_publications_v" ALTER COLUMN "version_citation" DROP NOT NULL;
  ALTER TABLE "registry_publications" ALTER COLUMN "citation" DROP NOT NULL;
  ALTER TABLE "_registry_publications_v" ALTER COLUMN "version_citation" DROP NOT NULL;
  ALTER TABLE "network_publications" ADD COLUMN "type" "enum_network_publications_type";
  ALTER TABLE "network_publications" ADD COLUMN "title" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "journal" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "volume" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "pages" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "doi" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "pmid" varchar;
  ALTER TABLE "network_publications" ADD COLUMN "file_id" integer;
  ALTER TABLE "network_publications" ADD COLUMN "summary" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_type" "enum__network_publications_v_version_type";
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_journal" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_volume" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_pages" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_doi" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_pmid" varchar;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_file_id" integer;
  ALTER TABLE "_network_publications_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "type" "enum_registry_publications_type";
  ALTER TABLE "registry_publications" ADD COLUMN "title" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "journal" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "volume" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "pages" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "doi" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "pmid" varchar;
  ALTER TABLE "registry_publications" ADD COLUMN "file_id" integer;
  ALTER TABLE "registry_publications" ADD COLUMN "summary" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_type" "enum__registry_publications_v_version_type";
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_journal" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_volume" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_pages" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_doi" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_pmid" varchar;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_file_id" integer;
  ALTER TABLE "_registry_publications_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "projects" ADD COLUMN "_order" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "resources" ADD COLUMN "_order" varchar;
  ALTER TABLE "_resources_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "accumulated_data" ADD COLUMN "_order" varchar;
  ALTER TABLE "_accumulated_data_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "manuals" ADD COLUMN "_order" varchar;
  ALTER TABLE "_manuals_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "forms" ADD COLUMN "_order" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "official_documents" ADD COLUMN "_order" varchar;
  ALTER TABLE "_official_documents_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "network_publications_authors" ADD CONSTRAINT "network_publications_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_publications_v_version_authors" ADD CONSTRAINT "_network_publications_v_version_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registry_publications_authors" ADD CONSTRAINT "registry_publications_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registry_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_registry_publications_v_version_authors" ADD CONSTRAINT "_registry_publications_v_version_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_registry_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "network_publications_authors_order_idx" ON "network_publications_authors" USING btree ("_order");
  CREATE INDEX "network_publications_authors_parent_id_idx" ON "network_publications_authors" USING btree ("_parent_id");
  CREATE INDEX "_network_publications_v_version_authors_order_idx" ON "_network_publications_v_version_authors" USING btree ("_order");
  CREATE INDEX "_network_publications_v_version_authors_parent_id_idx" ON "_network_publications_v_version_authors" USING btree ("_parent_id");
  CREATE INDEX "registry_publications_authors_order_idx" ON "registry_publications_authors" USING btree ("_order");
  CREATE INDEX "registry_publications_authors_parent_id_idx" ON "registry_publications_authors" USING btree ("_parent_id");
  CREATE INDEX "_registry_publications_v_version_authors_order_idx" ON "_registry_publications_v_version_authors" USING btree ("_order");
  CREATE INDEX "_registry_publications_v_version_authors_parent_id_idx" ON "_registry_publications_v_version_authors" USING btree ("_parent_id");
  ALTER TABLE "network_publications" ADD CONSTRAINT "network_publications_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_network_publications_v" ADD CONSTRAINT "_network_publications_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registry_publications" ADD CONSTRAINT "registry_publications_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_registry_publications_v" ADD CONSTRAINT "_registry_publications_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "network_publications_doi_idx" ON "network_publications" USING btree ("doi");
  CREATE INDEX "network_publications_pmid_idx" ON "network_publications" USING btree ("pmid");
  CREATE INDEX "network_publications_file_idx" ON "network_publications" USING btree ("file_id");
  CREATE INDEX "_network_publications_v_version_version_doi_idx" ON "_network_publications_v" USING btree ("version_doi");
  CREATE INDEX "_network_publications_v_version_version_pmid_idx" ON "_network_publications_v" USING btree ("version_pmid");
  CREATE INDEX "_network_publications_v_version_version_file_idx" ON "_network_publications_v" USING btree ("version_file_id");
  CREATE INDEX "registry_publications_doi_idx" ON "registry_publications" USING btree ("doi");
  CREATE INDEX "registry_publications_pmid_idx" ON "registry_publications" USING btree ("pmid");
  CREATE INDEX "registry_publications_file_idx" ON "registry_publications" USING btree ("file_id");
  CREATE INDEX "_registry_publications_v_version_version_doi_idx" ON "_registry_publications_v" USING btree ("version_doi");
  CREATE INDEX "_registry_publications_v_version_version_pmid_idx" ON "_registry_publications_v" USING btree ("version_pmid");
  CREATE INDEX "_registry_publications_v_version_version_file_idx" ON "_registry_publications_v" USING btree ("version_file_id");
  CREATE INDEX "projects__order_idx" ON "projects" USING btree ("_order");
  CREATE INDEX "_projects_v_version_version__order_idx" ON "_projects_v" USING btree ("version__order");
  CREATE INDEX "resources__order_idx" ON "resources" USING btree ("_order");
  CREATE INDEX "_resources_v_version_version__order_idx" ON "_resources_v" USING btree ("version__order");
  CREATE INDEX "accumulated_data__order_idx" ON "accumulated_data" USING btree ("_order");
  CREATE INDEX "_accumulated_data_v_version_version__order_idx" ON "_accumulated_data_v" USING btree ("version__order");
  CREATE INDEX "manuals__order_idx" ON "manuals" USING btree ("_order");
  CREATE INDEX "_manuals_v_version_version__order_idx" ON "_manuals_v" USING btree ("version__order");
  CREATE INDEX "forms__order_idx" ON "forms" USING btree ("_order");
  CREATE INDEX "_forms_v_version_version__order_idx" ON "_forms_v" USING btree ("version__order");
  CREATE INDEX "official_documents__order_idx" ON "official_documents" USING btree ("_order");
  CREATE INDEX "_official_documents_v_version_version__order_idx" ON "_official_documents_v" USING btree ("version__order");`)
  // Data. Publications recorded so far keep their free-text citation, which is also their
  // title in the admin panel now; the ordered collections start in the order the site showed.
  await db.execute(sql`
  UPDATE "network_publications" SET "summary" = "citation";
  UPDATE "registry_publications" SET "summary" = "citation";`)
  await backfillOrders(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Publications recorded in fields only get their citation as text, which is required again.
  await db.execute(sql`
  UPDATE "network_publications" SET "citation" = COALESCE("citation", "summary", '');
  UPDATE "registry_publications" SET "citation" = COALESCE("citation", "summary", '');
  UPDATE "_network_publications_v" SET "version_citation" = COALESCE("version_citation", "version_summary", '');
  UPDATE "_registry_publications_v" SET "version_citation" = COALESCE("version_citation", "version_summary", '');`)
  await db.execute(sql`
   ALTER TABLE "network_publications_authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_publications_v_version_authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registry_publications_authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_registry_publications_v_version_authors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "network_publications_authors" CASCADE;
  DROP TABLE "_network_publications_v_version_authors" CASCADE;
  DROP TABLE "registry_publications_authors" CASCADE;
  DROP TABLE "_registry_publications_v_version_authors" CASCADE;
  ALTER TABLE "network_publications" DROP CONSTRAINT "network_publications_file_id_media_id_fk";
  
  ALTER TABLE "_network_publications_v" DROP CONSTRAINT "_network_publications_v_version_file_id_media_id_fk";
  
  ALTER TABLE "registry_publications" DROP CONSTRAINT "registry_publications_file_id_media_id_fk";
  
  ALTER TABLE "_registry_publications_v" DROP CONSTRAINT "_registry_publications_v_version_file_id_media_id_fk";
  
  DROP INDEX "network_publications_doi_idx";
  DROP INDEX "network_publications_pmid_idx";
  DROP INDEX "network_publications_file_idx";
  DROP INDEX "_network_publications_v_version_version_doi_idx";
  DROP INDEX "_network_publications_v_version_version_pmid_idx";
  DROP INDEX "_network_publications_v_version_version_file_idx";
  DROP INDEX "registry_publications_doi_idx";
  DROP INDEX "registry_publications_pmid_idx";
  DROP INDEX "registry_publications_file_idx";
  DROP INDEX "_registry_publications_v_version_version_doi_idx";
  DROP INDEX "_registry_publications_v_version_version_pmid_idx";
  DROP INDEX "_registry_publications_v_version_version_file_idx";
  DROP INDEX "projects__order_idx";
  DROP INDEX "_projects_v_version_version__order_idx";
  DROP INDEX "resources__order_idx";
  DROP INDEX "_resources_v_version_version__order_idx";
  DROP INDEX "accumulated_data__order_idx";
  DROP INDEX "_accumulated_data_v_version_version__order_idx";
  DROP INDEX "manuals__order_idx";
  DROP INDEX "_manuals_v_version_version__order_idx";
  DROP INDEX "forms__order_idx";
  DROP INDEX "_forms_v_version_version__order_idx";
  DROP INDEX "official_documents__order_idx";
  DROP INDEX "_official_documents_v_version_version__order_idx";
  ALTER TABLE "network_publications" ALTER COLUMN "citation" SET NOT NULL;
  ALTER TABLE "_network_publications_v" ALTER COLUMN "version_citation" SET NOT NULL;
  ALTER TABLE "registry_publications" ALTER COLUMN "citation" SET NOT NULL;
  ALTER TABLE "_registry_publications_v" ALTER COLUMN "version_citation" SET NOT NULL;
  ALTER TABLE "network_publications" DROP COLUMN "type";
  ALTER TABLE "network_publications" DROP COLUMN "title";
  ALTER TABLE "network_publications" DROP COLUMN "journal";
  ALTER TABLE "network_publications" DROP COLUMN "volume";
  ALTER TABLE "network_publications" DROP COLUMN "pages";
  ALTER TABLE "network_publications" DROP COLUMN "doi";
  ALTER TABLE "network_publications" DROP COLUMN "pmid";
  ALTER TABLE "network_publications" DROP COLUMN "file_id";
  ALTER TABLE "network_publications" DROP COLUMN "summary";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_type";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_title";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_journal";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_volume";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_pages";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_doi";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_pmid";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_file_id";
  ALTER TABLE "_network_publications_v" DROP COLUMN "version_summary";
  ALTER TABLE "registry_publications" DROP COLUMN "type";
  ALTER TABLE "registry_publications" DROP COLUMN "title";
  ALTER TABLE "registry_publications" DROP COLUMN "journal";
  ALTER TABLE "registry_publications" DROP COLUMN "volume";
  ALTER TABLE "registry_publications" DROP COLUMN "pages";
  ALTER TABLE "registry_publications" DROP COLUMN "doi";
  ALTER TABLE "registry_publications" DROP COLUMN "pmid";
  ALTER TABLE "registry_publications" DROP COLUMN "file_id";
  ALTER TABLE "registry_publications" DROP COLUMN "summary";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_type";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_title";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_journal";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_volume";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_pages";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_doi";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_pmid";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_file_id";
  ALTER TABLE "_registry_publications_v" DROP COLUMN "version_summary";
  ALTER TABLE "projects" DROP COLUMN "_order";
  ALTER TABLE "_projects_v" DROP COLUMN "version__order";
  ALTER TABLE "resources" DROP COLUMN "_order";
  ALTER TABLE "_resources_v" DROP COLUMN "version__order";
  ALTER TABLE "accumulated_data" DROP COLUMN "_order";
  ALTER TABLE "_accumulated_data_v" DROP COLUMN "version__order";
  ALTER TABLE "manuals" DROP COLUMN "_order";
  ALTER TABLE "_manuals_v" DROP COLUMN "version__order";
  ALTER TABLE "forms" DROP COLUMN "_order";
  ALTER TABLE "_forms_v" DROP COLUMN "version__order";
  ALTER TABLE "official_documents" DROP COLUMN "_order";
  ALTER TABLE "_official_documents_v" DROP COLUMN "version__order";
  DROP TYPE "public"."enum_network_publications_type";
  DROP TYPE "public"."enum__network_publications_v_version_type";
  DROP TYPE "public"."enum_registry_publications_type";
  DROP TYPE "public"."enum__registry_publications_v_version_type";`)
}
