import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_classification_systems_system" AS ENUM('nervous', 'eyeEarFaceNeck', 'circulatory', 'respiratory', 'clefts', 'digestive', 'genital', 'urinary', 'musculoskeletal', 'other');
  CREATE TABLE "anomaly_definitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"malformation_id" integer NOT NULL,
  	"version" varchar NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"include" varchar NOT NULL,
  	"exclude" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "anomaly_definitions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "anomaly_definitions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"malformations_id" integer
  );
  
  CREATE TABLE "_anomaly_definitions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_malformation_id" integer NOT NULL,
  	"version_version" varchar NOT NULL,
  	"version_valid_from" timestamp(3) with time zone NOT NULL,
  	"version_include" varchar NOT NULL,
  	"version_exclude" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_anomaly_definitions_v_locales" (
  	"version_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_anomaly_definitions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"malformations_id" integer
  );
  
  CREATE TABLE "case_classification_systems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"system" "enum_case_classification_systems_system" NOT NULL,
  	"codes" varchar NOT NULL
  );
  
  CREATE TABLE "case_classification" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"accepted_codes" varchar DEFAULT 'Q00-Q07, Q10-Q18, Q20-Q28, Q30-Q37, Q38-Q45, Q50-Q56, Q60-Q64, Q65-Q79, Q80-Q89, Q90-Q93, Q95-Q99' NOT NULL,
  	"male_only_codes" varchar DEFAULT 'Q53-Q55',
  	"female_only_codes" varchar DEFAULT 'Q50-Q52',
  	"chromosomal_codes" varchar DEFAULT 'Q90-Q99' NOT NULL,
  	"minor_codes" varchar DEFAULT 'Q10.1-Q10.3, Q10.5, Q13.5, Q17.0-Q17.5, Q18.1, Q18.2, Q27.0, Q38.1, Q65.3-Q65.5, Q66.5, Q67.0-Q67.4, Q68.0, Q82.5, Q82.8, Q83.3',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "anomaly_definitions_id" integer;
  ALTER TABLE "anomaly_definitions" ADD CONSTRAINT "anomaly_definitions_malformation_id_malformations_id_fk" FOREIGN KEY ("malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "anomaly_definitions_locales" ADD CONSTRAINT "anomaly_definitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."anomaly_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "anomaly_definitions_rels" ADD CONSTRAINT "anomaly_definitions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."anomaly_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "anomaly_definitions_rels" ADD CONSTRAINT "anomaly_definitions_rels_malformations_fk" FOREIGN KEY ("malformations_id") REFERENCES "public"."malformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_anomaly_definitions_v" ADD CONSTRAINT "_anomaly_definitions_v_parent_id_anomaly_definitions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."anomaly_definitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_anomaly_definitions_v" ADD CONSTRAINT "_anomaly_definitions_v_version_malformation_id_malformations_id_fk" FOREIGN KEY ("version_malformation_id") REFERENCES "public"."malformations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_anomaly_definitions_v_locales" ADD CONSTRAINT "_anomaly_definitions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_anomaly_definitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_anomaly_definitions_v_rels" ADD CONSTRAINT "_anomaly_definitions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_anomaly_definitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_anomaly_definitions_v_rels" ADD CONSTRAINT "_anomaly_definitions_v_rels_malformations_fk" FOREIGN KEY ("malformations_id") REFERENCES "public"."malformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_classification_systems" ADD CONSTRAINT "case_classification_systems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_classification"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "anomaly_definitions_title_idx" ON "anomaly_definitions" USING btree ("title");
  CREATE INDEX "anomaly_definitions_malformation_idx" ON "anomaly_definitions" USING btree ("malformation_id");
  CREATE INDEX "anomaly_definitions_valid_from_idx" ON "anomaly_definitions" USING btree ("valid_from");
  CREATE INDEX "anomaly_definitions_updated_at_idx" ON "anomaly_definitions" USING btree ("updated_at");
  CREATE INDEX "anomaly_definitions_created_at_idx" ON "anomaly_definitions" USING btree ("created_at");
  CREATE UNIQUE INDEX "malformation_version_idx" ON "anomaly_definitions" USING btree ("malformation_id","version");
  CREATE UNIQUE INDEX "malformation_validFrom_idx" ON "anomaly_definitions" USING btree ("malformation_id","valid_from");
  CREATE UNIQUE INDEX "anomaly_definitions_locales_locale_parent_id_unique" ON "anomaly_definitions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "anomaly_definitions_rels_order_idx" ON "anomaly_definitions_rels" USING btree ("order");
  CREATE INDEX "anomaly_definitions_rels_parent_idx" ON "anomaly_definitions_rels" USING btree ("parent_id");
  CREATE INDEX "anomaly_definitions_rels_path_idx" ON "anomaly_definitions_rels" USING btree ("path");
  CREATE INDEX "anomaly_definitions_rels_malformations_id_idx" ON "anomaly_definitions_rels" USING btree ("malformations_id");
  CREATE INDEX "_anomaly_definitions_v_parent_idx" ON "_anomaly_definitions_v" USING btree ("parent_id");
  CREATE INDEX "_anomaly_definitions_v_version_version_title_idx" ON "_anomaly_definitions_v" USING btree ("version_title");
  CREATE INDEX "_anomaly_definitions_v_version_version_malformation_idx" ON "_anomaly_definitions_v" USING btree ("version_malformation_id");
  CREATE INDEX "_anomaly_definitions_v_version_version_valid_from_idx" ON "_anomaly_definitions_v" USING btree ("version_valid_from");
  CREATE INDEX "_anomaly_definitions_v_version_version_updated_at_idx" ON "_anomaly_definitions_v" USING btree ("version_updated_at");
  CREATE INDEX "_anomaly_definitions_v_version_version_created_at_idx" ON "_anomaly_definitions_v" USING btree ("version_created_at");
  CREATE INDEX "_anomaly_definitions_v_created_at_idx" ON "_anomaly_definitions_v" USING btree ("created_at");
  CREATE INDEX "_anomaly_definitions_v_updated_at_idx" ON "_anomaly_definitions_v" USING btree ("updated_at");
  CREATE INDEX "version_malformation_version_version_idx" ON "_anomaly_definitions_v" USING btree ("version_malformation_id","version_version");
  CREATE INDEX "version_malformation_version_validFrom_idx" ON "_anomaly_definitions_v" USING btree ("version_malformation_id","version_valid_from");
  CREATE UNIQUE INDEX "_anomaly_definitions_v_locales_locale_parent_id_unique" ON "_anomaly_definitions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_anomaly_definitions_v_rels_order_idx" ON "_anomaly_definitions_v_rels" USING btree ("order");
  CREATE INDEX "_anomaly_definitions_v_rels_parent_idx" ON "_anomaly_definitions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_anomaly_definitions_v_rels_path_idx" ON "_anomaly_definitions_v_rels" USING btree ("path");
  CREATE INDEX "_anomaly_definitions_v_rels_malformations_id_idx" ON "_anomaly_definitions_v_rels" USING btree ("malformations_id");
  CREATE INDEX "case_classification_systems_order_idx" ON "case_classification_systems" USING btree ("_order");
  CREATE INDEX "case_classification_systems_parent_id_idx" ON "case_classification_systems" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_anomaly_definitions_fk" FOREIGN KEY ("anomaly_definitions_id") REFERENCES "public"."anomaly_definitions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_anomaly_definitions_id_idx" ON "payload_locked_documents_rels" USING btree ("anomaly_definitions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "anomaly_definitions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "anomaly_definitions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "anomaly_definitions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_anomaly_definitions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_anomaly_definitions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_anomaly_definitions_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_classification_systems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_classification" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "anomaly_definitions" CASCADE;
  DROP TABLE "anomaly_definitions_locales" CASCADE;
  DROP TABLE "anomaly_definitions_rels" CASCADE;
  DROP TABLE "_anomaly_definitions_v" CASCADE;
  DROP TABLE "_anomaly_definitions_v_locales" CASCADE;
  DROP TABLE "_anomaly_definitions_v_rels" CASCADE;
  DROP TABLE "case_classification_systems" CASCADE;
  DROP TABLE "case_classification" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_anomaly_definitions_fk";
  
  DROP INDEX "payload_locked_documents_rels_anomaly_definitions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "anomaly_definitions_id";
  DROP TYPE "public"."enum_case_classification_systems_system";`)
}
