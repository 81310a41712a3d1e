import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "sender_key" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "sender_address" varchar;
  CREATE INDEX "contact_messages_sender_key_idx" ON "contact_messages" USING btree ("sender_key");
  CREATE INDEX "contact_messages_sender_address_idx" ON "contact_messages" USING btree ("sender_address");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_sender_key_idx";
  DROP INDEX "contact_messages_sender_address_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "sender_key";
  ALTER TABLE "contact_messages" DROP COLUMN "sender_address";`)
}
