import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_queries_id" integer;
  ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_queries_owner_idx" ON "saved_queries" USING btree ("owner_id");
  CREATE INDEX "saved_queries_updated_at_idx" ON "saved_queries" USING btree ("updated_at");
  CREATE INDEX "saved_queries_created_at_idx" ON "saved_queries" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_name_idx" ON "saved_queries" USING btree ("owner_id","name");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_queries_fk" FOREIGN KEY ("saved_queries_id") REFERENCES "public"."saved_queries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_queries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_queries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_queries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_queries_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_queries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_queries_id";`)
}
