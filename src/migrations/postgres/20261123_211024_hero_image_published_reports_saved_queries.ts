import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "published_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"registry_id" integer NOT NULL,
  	"year" numeric NOT NULL,
  	"semester" numeric NOT NULL,
  	"recipients" numeric,
  	"published_at" timestamp(3) with time zone,
  	"published_by_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "published_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_queries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "published_reports" ADD CONSTRAINT "published_reports_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "published_reports" ADD CONSTRAINT "published_reports_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "published_reports_registry_idx" ON "published_reports" USING btree ("registry_id");
  CREATE INDEX "published_reports_published_by_idx" ON "published_reports" USING btree ("published_by_id");
  CREATE INDEX "published_reports_updated_at_idx" ON "published_reports" USING btree ("updated_at");
  CREATE INDEX "published_reports_created_at_idx" ON "published_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "year_semester_registry_idx" ON "published_reports" USING btree ("year","semester","registry_id");
  CREATE INDEX "saved_queries_owner_idx" ON "saved_queries" USING btree ("owner_id");
  CREATE INDEX "saved_queries_updated_at_idx" ON "saved_queries" USING btree ("updated_at");
  CREATE INDEX "saved_queries_created_at_idx" ON "saved_queries" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_name_idx" ON "saved_queries" USING btree ("owner_id","name");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_published_reports_fk" FOREIGN KEY ("published_reports_id") REFERENCES "public"."published_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_queries_fk" FOREIGN KEY ("saved_queries_id") REFERENCES "public"."saved_queries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_published_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("published_reports_id");
  CREATE INDEX "payload_locked_documents_rels_saved_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_queries_id");
  CREATE INDEX "site_settings_hero_image_idx" ON "site_settings" USING btree ("hero_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "published_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_queries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "published_reports" CASCADE;
  DROP TABLE "saved_queries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_published_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_queries_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_hero_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_published_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_queries_id_idx";
  DROP INDEX "site_settings_hero_image_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "published_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_queries_id";
  ALTER TABLE "site_settings" DROP COLUMN "hero_image_id";`)
}
