import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'caseCountsRecomputed' BEFORE 'fileDownloaded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recomputeCaseCounts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recomputeCaseCounts';
  ALTER TABLE "data_submissions" ADD COLUMN "definition_versions" jsonb;
  ALTER TABLE "_data_submissions_v" ADD COLUMN "version_definition_versions" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('signIn', 'signInFailed', 'passwordResetRequested', 'passwordReset', 'passwordChanged', 'twoFactorEnrolled', 'twoFactorDisabled', 'twoFactorReset', 'twoFactorRecoveryCodeUsed', 'twoFactorRecoveryCodesRenewed', 'rolesChanged', 'registriesChanged', 'accountDisabled', 'accountEnabled', 'apiKeyCreated', 'apiKeyUsed', 'apiKeyRevoked', 'apiKeyRefused', 'submissionSaved', 'submissionSubmitted', 'submissionAccepted', 'submissionReturned', 'monthlyCountsDownloaded', 'caseRecordsDownloaded', 'fileDownloaded', 'contentDeleted', 'settingsChanged');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'monitorAcceptedSubmission', 'runNetworkMonitoring', 'renderPublishedReportPdf', 'sendSemesterReminders', 'deleteExpiredRecords');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'monitorAcceptedSubmission', 'runNetworkMonitoring', 'renderPublishedReportPdf', 'sendSemesterReminders', 'deleteExpiredRecords');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "data_submissions" DROP COLUMN "definition_versions";
  ALTER TABLE "_data_submissions_v" DROP COLUMN "version_definition_versions";`)
}
