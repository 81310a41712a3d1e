import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "baseline_rates" ADD COLUMN "demo" boolean DEFAULT false;
  ALTER TABLE "_baseline_rates_v" ADD COLUMN "version_demo" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "baseline_rates" DROP COLUMN "demo";
  ALTER TABLE "_baseline_rates_v" DROP COLUMN "version_demo";`)
}
