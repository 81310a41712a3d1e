import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_submissions_warnings" ADD COLUMN "key" varchar;
  ALTER TABLE "data_submissions_warnings" ADD COLUMN "explanation" varchar;
  ALTER TABLE "_data_submissions_v_version_warnings" ADD COLUMN "key" varchar;
  ALTER TABLE "_data_submissions_v_version_warnings" ADD COLUMN "explanation" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "submission_due_days" numeric DEFAULT 60 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_submissions_warnings" DROP COLUMN "key";
  ALTER TABLE "data_submissions_warnings" DROP COLUMN "explanation";
  ALTER TABLE "_data_submissions_v_version_warnings" DROP COLUMN "key";
  ALTER TABLE "_data_submissions_v_version_warnings" DROP COLUMN "explanation";
  ALTER TABLE "site_settings" DROP COLUMN "submission_due_days";`)
}
