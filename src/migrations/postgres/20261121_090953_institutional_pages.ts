import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "institutional_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "institutional_pages_locales" (
  	"about" jsonb,
  	"history" jsonb,
  	"membership" jsonb,
  	"tables_and_charts" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_institutional_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_institutional_pages_v_locales" (
  	"version_about" jsonb,
  	"version_history" jsonb,
  	"version_membership" jsonb,
  	"version_tables_and_charts" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "institutional_pages_locales" ADD CONSTRAINT "institutional_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institutional_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_institutional_pages_v_locales" ADD CONSTRAINT "_institutional_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_institutional_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "institutional_pages_locales_locale_parent_id_unique" ON "institutional_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_institutional_pages_v_created_at_idx" ON "_institutional_pages_v" USING btree ("created_at");
  CREATE INDEX "_institutional_pages_v_updated_at_idx" ON "_institutional_pages_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_institutional_pages_v_locales_locale_parent_id_unique" ON "_institutional_pages_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "institutional_pages" CASCADE;
  DROP TABLE "institutional_pages_locales" CASCADE;
  DROP TABLE "_institutional_pages_v" CASCADE;
  DROP TABLE "_institutional_pages_v_locales" CASCADE;`)
}
