import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_office_language" AS ENUM('pt', 'es', 'en');
  ALTER TABLE "site_settings" ADD COLUMN "office_language" "enum_site_settings_office_language" DEFAULT 'pt' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "office_language";
  DROP TYPE "public"."enum_site_settings_office_language";`)
}
