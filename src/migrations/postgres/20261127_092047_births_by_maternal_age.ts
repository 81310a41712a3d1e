import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_submissions" ADD COLUMN "births_by_maternal_age" jsonb;
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_births_by_maternal_age" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_submissions" DROP COLUMN "births_by_maternal_age";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_births_by_maternal_age";`)
}
