import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_api_keys_scope" AS ENUM('read', 'submit');
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'monthlyCountsDownloaded', 'fileDownloaded', 'contentDeleted', 'settingsChanged');
  CREATE TABLE "api_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"scope" "enum_api_keys_scope" DEFAULT 'read' NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"start" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"last_used_from" varchar,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"user_id" integer,
  	"email" varchar,
  	"address" varchar,
  	"registry_id" integer,
  	"document_collection" varchar,
  	"document_id" varchar,
  	"api_key_id" integer,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_keys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "audit_retention_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");
  CREATE UNIQUE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");
  CREATE INDEX "api_keys_updated_at_idx" ON "api_keys" USING btree ("updated_at");
  CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id");
  CREATE INDEX "audit_events_email_idx" ON "audit_events" USING btree ("email");
  CREATE INDEX "audit_events_registry_idx" ON "audit_events" USING btree ("registry_id");
  CREATE INDEX "audit_events_document_collection_idx" ON "audit_events" USING btree ("document_collection");
  CREATE INDEX "audit_events_api_key_idx" ON "audit_events" USING btree ("api_key_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_keys_fk" FOREIGN KEY ("api_keys_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_api_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("api_keys_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "api_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "api_keys" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_api_keys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_api_keys_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_keys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "audit_retention_months";
  DROP TYPE "public"."enum_api_keys_scope";
  DROP TYPE "public"."enum_audit_events_action";`)
}
