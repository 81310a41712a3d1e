import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monitoring_signals_kind" AS ENUM('alarm', 'epidemic-zone', 'scan-cluster', 'trend');
  CREATE TYPE "public"."enum_monitoring_signals_status" AS ENUM('new', 'under-investigation', 'explained', 'confirmed');
  CREATE TYPE "public"."enum_monitoring_signals_explanation" AS ENUM('data-quality', 'diagnosis-change', 'screening-change');
  CREATE TABLE "monitoring_signals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"registry_id" integer NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"kind" "enum_monitoring_signals_kind" NOT NULL,
  	"period" varchar NOT NULL,
  	"births" numeric,
  	"observed" numeric,
  	"expected" numeric,
  	"relative_risk" numeric,
  	"percent_change" numeric,
  	"lower" numeric,
  	"upper" numeric,
  	"p_value" numeric,
  	"status" "enum_monitoring_signals_status" DEFAULT 'new' NOT NULL,
  	"explanation" "enum_monitoring_signals_explanation",
  	"detected_at" timestamp(3) with time zone NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitoring_signals_id" integer;
  ALTER TABLE "monitoring_signals" ADD CONSTRAINT "monitoring_signals_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "monitoring_signals" ADD CONSTRAINT "monitoring_signals_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "monitoring_signals_registry_idx" ON "monitoring_signals" USING btree ("registry_id");
  CREATE INDEX "monitoring_signals_malformation_idx" ON "monitoring_signals" USING btree ("malformation_id");
  CREATE INDEX "monitoring_signals_kind_idx" ON "monitoring_signals" USING btree ("kind");
  CREATE INDEX "monitoring_signals_status_idx" ON "monitoring_signals" USING btree ("status");
  CREATE INDEX "monitoring_signals_updated_at_idx" ON "monitoring_signals" USING btree ("updated_at");
  CREATE INDEX "monitoring_signals_created_at_idx" ON "monitoring_signals" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_malformation_kind_period_idx" ON "monitoring_signals" USING btree ("registry_id","malformation_id","kind","period");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitoring_signals_fk" FOREIGN KEY ("monitoring_signals_id") REFERENCES "public"."monitoring_signals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_monitoring_signals_id_idx" ON "payload_locked_documents_rels" USING btree ("monitoring_signals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitoring_signals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monitoring_signals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitoring_signals_fk";
  
  DROP INDEX "payload_locked_documents_rels_monitoring_signals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitoring_signals_id";
  DROP TYPE "public"."enum_monitoring_signals_kind";
  DROP TYPE "public"."enum_monitoring_signals_status";
  DROP TYPE "public"."enum_monitoring_signals_explanation";`)
}
