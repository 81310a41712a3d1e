import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_monitoring_signals_kind" ADD VALUE 'farrington-excess';
  ALTER TABLE "member_registries" ADD COLUMN "live_births_only" boolean DEFAULT false;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_live_births_only" boolean DEFAULT false;
  ALTER TABLE "monitoring_signals" ADD COLUMN "q_value" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "signal_false_discovery_rate" numeric DEFAULT 0.05 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "monitoring_signals" WHERE "kind" = 'farrington-excess';
  ALTER TABLE "monitoring_signals" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_monitoring_signals_kind";
  CREATE TYPE "public"."enum_monitoring_signals_kind" AS ENUM('alarm', 'epidemic-zone', 'scan-cluster', 'trend');
  ALTER TABLE "monitoring_signals" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_monitoring_signals_kind" USING "kind"::"public"."enum_monitoring_signals_kind";
  ALTER TABLE "member_registries" DROP COLUMN "live_births_only";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_live_births_only";
  ALTER TABLE "monitoring_signals" DROP COLUMN "q_value";
  ALTER TABLE "site_settings" DROP COLUMN "signal_false_discovery_rate";`)
}
