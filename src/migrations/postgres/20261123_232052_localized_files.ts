import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { giveKeptFilesToPortuguese, keepFilesBeforeLocalizing } from '@/lib/localizedFilesMigration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Data step (not generated): keep each document's file before its column moves.
  for (const statement of keepFilesBeforeLocalizing) await db.execute(sql.raw(statement))

  // Generated schema change.
  await db.execute(sql`
   ALTER TABLE "manuals" DROP CONSTRAINT "manuals_document_id_member_files_id_fk";
  
  ALTER TABLE "_manuals_v" DROP CONSTRAINT "_manuals_v_version_document_id_member_files_id_fk";
  
  ALTER TABLE "forms" DROP CONSTRAINT "forms_document_id_member_files_id_fk";
  
  ALTER TABLE "_forms_v" DROP CONSTRAINT "_forms_v_version_document_id_member_files_id_fk";
  
  ALTER TABLE "official_documents" DROP CONSTRAINT "official_documents_document_id_member_files_id_fk";
  
  ALTER TABLE "_official_documents_v" DROP CONSTRAINT "_official_documents_v_version_document_id_member_files_id_fk";
  
  DROP INDEX "manuals_document_idx";
  DROP INDEX "_manuals_v_version_version_document_idx";
  DROP INDEX "forms_document_idx";
  DROP INDEX "_forms_v_version_version_document_idx";
  DROP INDEX "official_documents_document_idx";
  DROP INDEX "_official_documents_v_version_version_document_idx";
  ALTER TABLE "manuals_locales" ADD COLUMN "document_id" integer;
  ALTER TABLE "_manuals_v_locales" ADD COLUMN "version_document_id" integer;
  ALTER TABLE "forms_locales" ADD COLUMN "document_id" integer;
  ALTER TABLE "_forms_v_locales" ADD COLUMN "version_document_id" integer;
  ALTER TABLE "official_documents_locales" ADD COLUMN "document_id" integer;
  ALTER TABLE "_official_documents_v_locales" ADD COLUMN "version_document_id" integer;
  ALTER TABLE "manuals_locales" ADD CONSTRAINT "manuals_locales_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v_locales" ADD CONSTRAINT "_manuals_v_locales_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v_locales" ADD CONSTRAINT "_forms_v_locales_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_documents_locales" ADD CONSTRAINT "official_documents_locales_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_official_documents_v_locales" ADD CONSTRAINT "_official_documents_v_locales_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "manuals_document_idx" ON "manuals_locales" USING btree ("document_id","_locale");
  CREATE INDEX "_manuals_v_version_version_document_idx" ON "_manuals_v_locales" USING btree ("version_document_id","_locale");
  CREATE INDEX "forms_document_idx" ON "forms_locales" USING btree ("document_id","_locale");
  CREATE INDEX "_forms_v_version_version_document_idx" ON "_forms_v_locales" USING btree ("version_document_id","_locale");
  CREATE INDEX "official_documents_document_idx" ON "official_documents_locales" USING btree ("document_id","_locale");
  CREATE INDEX "_official_documents_v_version_version_document_idx" ON "_official_documents_v_locales" USING btree ("version_document_id","_locale");
  ALTER TABLE "manuals" DROP COLUMN "document_id";
  ALTER TABLE "_manuals_v" DROP COLUMN "version_document_id";
  ALTER TABLE "forms" DROP COLUMN "document_id";
  ALTER TABLE "_forms_v" DROP COLUMN "version_document_id";
  ALTER TABLE "official_documents" DROP COLUMN "document_id";
  ALTER TABLE "_official_documents_v" DROP COLUMN "version_document_id";`)

  // Data step (not generated): the kept file becomes the Portuguese one.
  for (const statement of giveKeptFilesToPortuguese) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "manuals_locales" DROP CONSTRAINT "manuals_locales_document_id_member_files_id_fk";
  
  ALTER TABLE "_manuals_v_locales" DROP CONSTRAINT "_manuals_v_locales_version_document_id_member_files_id_fk";
  
  ALTER TABLE "forms_locales" DROP CONSTRAINT "forms_locales_document_id_member_files_id_fk";
  
  ALTER TABLE "_forms_v_locales" DROP CONSTRAINT "_forms_v_locales_version_document_id_member_files_id_fk";
  
  ALTER TABLE "official_documents_locales" DROP CONSTRAINT "official_documents_locales_document_id_member_files_id_fk";
  
  ALTER TABLE "_official_documents_v_locales" DROP CONSTRAINT "_official_documents_v_locales_version_document_id_member_files_id_fk";
  
  DROP INDEX "manuals_document_idx";
  DROP INDEX "_manuals_v_version_version_document_idx";
  DROP INDEX "forms_document_idx";
  DROP INDEX "_forms_v_version_version_document_idx";
  DROP INDEX "official_documents_document_idx";
  DROP INDEX "_official_documents_v_version_version_document_idx";
  ALTER TABLE "manuals" ADD COLUMN "document_id" integer NOT NULL;
  ALTER TABLE "_manuals_v" ADD COLUMN "version_document_id" integer NOT NULL;
  ALTER TABLE "forms" ADD COLUMN "document_id" integer NOT NULL;
  ALTER TABLE "_forms_v" ADD COLUMN "version_document_id" integer NOT NULL;
  ALTER TABLE "official_documents" ADD COLUMN "document_id" integer NOT NULL;
  ALTER TABLE "_official_documents_v" ADD COLUMN "version_document_id" integer NOT NULL;
  ALTER TABLE "manuals" ADD CONSTRAINT "manuals_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_documents" ADD CONSTRAINT "official_documents_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_official_documents_v" ADD CONSTRAINT "_official_documents_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "manuals_document_idx" ON "manuals" USING btree ("document_id");
  CREATE INDEX "_manuals_v_version_version_document_idx" ON "_manuals_v" USING btree ("version_document_id");
  CREATE INDEX "forms_document_idx" ON "forms" USING btree ("document_id");
  CREATE INDEX "_forms_v_version_version_document_idx" ON "_forms_v" USING btree ("version_document_id");
  CREATE INDEX "official_documents_document_idx" ON "official_documents" USING btree ("document_id");
  CREATE INDEX "_official_documents_v_version_version_document_idx" ON "_official_documents_v" USING btree ("version_document_id");
  ALTER TABLE "manuals_locales" DROP COLUMN "document_id";
  ALTER TABLE "_manuals_v_locales" DROP COLUMN "version_document_id";
  ALTER TABLE "forms_locales" DROP COLUMN "document_id";
  ALTER TABLE "_forms_v_locales" DROP COLUMN "version_document_id";
  ALTER TABLE "official_documents_locales" DROP COLUMN "document_id";
  ALTER TABLE "_official_documents_v_locales" DROP COLUMN "version_document_id";`)
}
