import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_registries" ADD COLUMN "latitude" numeric;
  ALTER TABLE "member_registries" ADD COLUMN "longitude" numeric;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_latitude" numeric;
  ALTER TABLE "_member_registries_v" ADD COLUMN "version_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_registries" DROP COLUMN "latitude";
  ALTER TABLE "member_registries" DROP COLUMN "longitude";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_latitude";
  ALTER TABLE "_member_registries_v" DROP COLUMN "version_longitude";`)
}
