import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_admin_two_factor" AS ENUM('production', 'always', 'never');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'twoFactorEnrolled' BEFORE 'rolesChanged';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'twoFactorDisabled' BEFORE 'rolesChanged';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'twoFactorReset' BEFORE 'rolesChanged';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'twoFactorRecoveryCodeUsed' BEFORE 'rolesChanged';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'twoFactorRecoveryCodesRenewed' BEFORE 'rolesChanged';
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "admin_two_factor" "enum_site_settings_admin_two_factor" DEFAULT 'production' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'monthlyCountsDownloaded', 'fileDownloaded', 'contentDeleted', 'settingsChanged');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "site_settings" DROP COLUMN "admin_two_factor";
  DROP TYPE "public"."enum_site_settings_admin_two_factor";`)
}
