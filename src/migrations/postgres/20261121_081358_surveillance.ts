import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alarm_reports_status" AS ENUM('new', 'under-review', 'closed');
  CREATE TYPE "public"."enum_alarm_reports_direction" AS ENUM('excess', 'deficit');
  CREATE TABLE "malformations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric NOT NULL,
  	"icd10" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "malformations_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_malformations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" numeric NOT NULL,
  	"version_icd10" varchar NOT NULL,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_malformations_v_locales" (
  	"version_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "baseline_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"registry_id" integer NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"base_period" varchar NOT NULL,
  	"births" numeric NOT NULL,
  	"cases" numeric,
  	"source_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_baseline_rates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_registry_id" integer NOT NULL,
  	"version_malformation_id" integer NOT NULL,
  	"version_base_period" varchar NOT NULL,
  	"version_births" numeric NOT NULL,
  	"version_cases" numeric,
  	"version_source_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alarm_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_alarm_reports_status" DEFAULT 'new',
  	"reporter_id" integer,
  	"registry_id" integer NOT NULL,
  	"malformation_id" integer NOT NULL,
  	"period_start" varchar NOT NULL,
  	"period_end" varchar NOT NULL,
  	"base_period" varchar,
  	"births" numeric NOT NULL,
  	"observed" numeric NOT NULL,
  	"expected" numeric,
  	"lower" numeric,
  	"upper" numeric,
  	"direction" "enum_alarm_reports_direction",
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "malformations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "baseline_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alarm_reports_id" integer;
  ALTER TABLE "malformations_locales" ADD CONSTRAINT "malformations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."malformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_malformations_v" ADD CONSTRAINT "_malformations_v_parent_id_malformations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_malformations_v_locales" ADD CONSTRAINT "_malformations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_malformations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "baseline_rates" ADD CONSTRAINT "baseline_rates_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "baseline_rates" ADD CONSTRAINT "baseline_rates_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_baseline_rates_v" ADD CONSTRAINT "_baseline_rates_v_parent_id_baseline_rates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."baseline_rates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_baseline_rates_v" ADD CONSTRAINT "_baseline_rates_v_version_registry_id_member_registries_id_fk" FOREIGN KEY ("version_registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_baseline_rates_v" ADD CONSTRAINT "_baseline_rates_v_version_malformation_id_malformations_id_fk" FOREIGN KEY ("version_malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alarm_reports" ADD CONSTRAINT "alarm_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alarm_reports" ADD CONSTRAINT "alarm_reports_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alarm_reports" ADD CONSTRAINT "alarm_reports_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "malformations_number_idx" ON "malformations" USING btree ("number");
  CREATE INDEX "malformations_updated_at_idx" ON "malformations" USING btree ("updated_at");
  CREATE INDEX "malformations_created_at_idx" ON "malformations" USING btree ("created_at");
  CREATE UNIQUE INDEX "malformations_locales_locale_parent_id_unique" ON "malformations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_malformations_v_parent_idx" ON "_malformations_v" USING btree ("parent_id");
  CREATE INDEX "_malformations_v_version_version_number_idx" ON "_malformations_v" USING btree ("version_number");
  CREATE INDEX "_malformations_v_version_version_updated_at_idx" ON "_malformations_v" USING btree ("version_updated_at");
  CREATE INDEX "_malformations_v_version_version_created_at_idx" ON "_malformations_v" USING btree ("version_created_at");
  CREATE INDEX "_malformations_v_created_at_idx" ON "_malformations_v" USING btree ("created_at");
  CREATE INDEX "_malformations_v_updated_at_idx" ON "_malformations_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_malformations_v_locales_locale_parent_id_unique" ON "_malformations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "baseline_rates_title_idx" ON "baseline_rates" USING btree ("title");
  CREATE INDEX "baseline_rates_registry_idx" ON "baseline_rates" USING btree ("registry_id");
  CREATE INDEX "baseline_rates_malformation_idx" ON "baseline_rates" USING btree ("malformation_id");
  CREATE INDEX "baseline_rates_base_period_idx" ON "baseline_rates" USING btree ("base_period");
  CREATE INDEX "baseline_rates_updated_at_idx" ON "baseline_rates" USING btree ("updated_at");
  CREATE INDEX "baseline_rates_created_at_idx" ON "baseline_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "registry_malformation_basePeriod_idx" ON "baseline_rates" USING btree ("registry_id","malformation_id","base_period");
  CREATE INDEX "_baseline_rates_v_parent_idx" ON "_baseline_rates_v" USING btree ("parent_id");
  CREATE INDEX "_baseline_rates_v_version_version_title_idx" ON "_baseline_rates_v" USING btree ("version_title");
  CREATE INDEX "_baseline_rates_v_version_version_registry_idx" ON "_baseline_rates_v" USING btree ("version_registry_id");
  CREATE INDEX "_baseline_rates_v_version_version_malformation_idx" ON "_baseline_rates_v" USING btree ("version_malformation_id");
  CREATE INDEX "_baseline_rates_v_version_version_base_period_idx" ON "_baseline_rates_v" USING btree ("version_base_period");
  CREATE INDEX "_baseline_rates_v_version_version_updated_at_idx" ON "_baseline_rates_v" USING btree ("version_updated_at");
  CREATE INDEX "_baseline_rates_v_version_version_created_at_idx" ON "_baseline_rates_v" USING btree ("version_created_at");
  CREATE INDEX "_baseline_rates_v_created_at_idx" ON "_baseline_rates_v" USING btree ("created_at");
  CREATE INDEX "_baseline_rates_v_updated_at_idx" ON "_baseline_rates_v" USING btree ("updated_at");
  CREATE INDEX "version_registry_version_malformation_version_basePeriod_idx" ON "_baseline_rates_v" USING btree ("version_registry_id","version_malformation_id","version_base_period");
  CREATE INDEX "alarm_reports_reporter_idx" ON "alarm_reports" USING btree ("reporter_id");
  CREATE INDEX "alarm_reports_registry_idx" ON "alarm_reports" USING btree ("registry_id");
  CREATE INDEX "alarm_reports_malformation_idx" ON "alarm_reports" USING btree ("malformation_id");
  CREATE INDEX "alarm_reports_updated_at_idx" ON "alarm_reports" USING btree ("updated_at");
  CREATE INDEX "alarm_reports_created_at_idx" ON "alarm_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_malformations_fk" FOREIGN KEY ("malformations_id") REFERENCES "public"."malformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_baseline_rates_fk" FOREIGN KEY ("baseline_rates_id") REFERENCES "public"."baseline_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alarm_reports_fk" FOREIGN KEY ("alarm_reports_id") REFERENCES "public"."alarm_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_malformations_id_idx" ON "payload_locked_documents_rels" USING btree ("malformations_id");
  CREATE INDEX "payload_locked_documents_rels_baseline_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("baseline_rates_id");
  CREATE INDEX "payload_locked_documents_rels_alarm_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("alarm_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "malformations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "malformations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_malformations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_malformations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "baseline_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_baseline_rates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alarm_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "malformations" CASCADE;
  DROP TABLE "malformations_locales" CASCADE;
  DROP TABLE "_malformations_v" CASCADE;
  DROP TABLE "_malformations_v_locales" CASCADE;
  DROP TABLE "baseline_rates" CASCADE;
  DROP TABLE "_baseline_rates_v" CASCADE;
  DROP TABLE "alarm_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_malformations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_baseline_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alarm_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_malformations_id_idx";
  DROP INDEX "payload_locked_documents_rels_baseline_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_alarm_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "malformations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "baseline_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alarm_reports_id";
  DROP TYPE "public"."enum_alarm_reports_status";
  DROP TYPE "public"."enum_alarm_reports_direction";`)
}
