import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('pt', 'es', 'en');
  CREATE TYPE "public"."enum_coordinations_members_country" AS ENUM('AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT', 'HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE');
  CREATE TYPE "public"."enum__coordinations_v_version_members_country" AS ENUM('AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT', 'HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE');
  CREATE TYPE "public"."enum_annual_meetings_documents_kind" AS ENUM('program', 'minutes', 'final');
  CREATE TYPE "public"."enum__annual_meetings_v_version_documents_kind" AS ENUM('program', 'minutes', 'final');
  CREATE TYPE "public"."enum_reg_outcomes" AS ENUM('live-births', 'stillbirths', 'terminations');
  CREATE TYPE "public"."enum_reg_vars_cases" AS ENUM('none', 'size', 'head-circumference', 'time-of-death', 'stillbirths', 'parity', 'diagnosis-age');
  CREATE TYPE "public"."enum_reg_vars_denominators" AS ENUM('none', 'maternal-age-stillbirths');
  CREATE TYPE "public"."enum_member_registries_country" AS ENUM('AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT', 'HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE');
  CREATE TYPE "public"."enum_member_registries_coverage" AS ENUM('hospital', 'population');
  CREATE TYPE "public"."enum_member_registries_max_diagnosis_age" AS ENUM('hospital-discharge', 'first-year-since-2008');
  CREATE TYPE "public"."enum__member_registries_v_version_country" AS ENUM('AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT', 'HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE');
  CREATE TYPE "public"."enum__member_registries_v_version_coverage" AS ENUM('hospital', 'population');
  CREATE TYPE "public"."enum__member_registries_v_version_max_diagnosis_age" AS ENUM('hospital-discharge', 'first-year-since-2008');
  CREATE TYPE "public"."enum_publication_queries_group" AS ENUM('network', 'latin-american-registries', 'others');
  CREATE TYPE "public"."enum__publication_queries_v_version_group" AS ENUM('network', 'latin-american-registries', 'others');
  CREATE TYPE "public"."enum_official_documents_type" AS ENUM('agreement-term', 'assembly-minutes', 'membership-letter', 'other');
  CREATE TYPE "public"."enum__official_documents_v_version_type" AS ENUM('agreement-term', 'assembly-minutes', 'membership-letter', 'other');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'user');
  CREATE TYPE "public"."enum_users_country" AS ENUM('AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT', 'HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE');
  CREATE TYPE "public"."enum_users_language" AS ENUM('pt', 'es', 'en');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'read', 'answered');
  CREATE TABLE "coordinations_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"country" "enum_coordinations_members_country"
  );
  
  CREATE TABLE "coordinations_members_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coordinations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_year" numeric NOT NULL,
  	"end_year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coordinations_locales" (
  	"name" varchar NOT NULL,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coordinations_v_version_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"country" "enum__coordinations_v_version_members_country",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_coordinations_v_version_members_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coordinations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start_year" numeric NOT NULL,
  	"version_end_year" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_coordinations_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "annual_meetings_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_annual_meetings_documents_kind" DEFAULT 'program' NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "annual_meetings_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "annual_meetings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"time" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_meetings_locales" (
  	"name" varchar NOT NULL,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_annual_meetings_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__annual_meetings_v_version_documents_kind" DEFAULT 'program' NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_annual_meetings_v_version_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_annual_meetings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start_date" timestamp(3) with time zone NOT NULL,
  	"version_end_date" timestamp(3) with time zone,
  	"version_time" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_annual_meetings_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "operational_webinars_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "operational_webinars_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "operational_webinars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"start_time" varchar,
  	"end_time" varchar,
  	"is_visible" boolean DEFAULT true,
  	"minutes_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "operational_webinars_locales" (
  	"name" varchar NOT NULL,
  	"agenda" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_operational_webinars_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_operational_webinars_v_version_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_operational_webinars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_start_time" varchar,
  	"version_end_time" varchar,
  	"version_is_visible" boolean DEFAULT true,
  	"version_minutes_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_operational_webinars_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_agenda" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "research_webinars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"start_time" varchar,
  	"end_time" varchar,
  	"is_visible" boolean DEFAULT true,
  	"minutes_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "research_webinars_locales" (
  	"name" varchar NOT NULL,
  	"discussed_project" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_research_webinars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_start_time" varchar,
  	"version_end_time" varchar,
  	"version_is_visible" boolean DEFAULT true,
  	"version_minutes_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_research_webinars_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_discussed_project" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference_date" timestamp(3) with time zone NOT NULL,
  	"display_date" timestamp(3) with time zone,
  	"image_id" integer,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"name" varchar NOT NULL,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference_date" timestamp(3) with time zone NOT NULL,
  	"version_display_date" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reg_outcomes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_outcomes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "reg_vars_cases" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_vars_cases",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "reg_vars_denominators" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_vars_denominators",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "member_registries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"network_code" varchar NOT NULL,
  	"initials" varchar NOT NULL,
  	"country" "enum_member_registries_country" NOT NULL,
  	"responsible" varchar,
  	"website" varchar,
  	"coverage" "enum_member_registries_coverage" NOT NULL,
  	"covered_births2017" numeric,
  	"total_settlements" numeric,
  	"start_year" numeric,
  	"network_admission_year" numeric,
  	"clearinghouse_admission_year" numeric,
  	"max_diagnosis_age" "enum_member_registries_max_diagnosis_age",
  	"encoding" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_registries_locales" (
  	"name" varchar NOT NULL,
  	"institution" varchar,
  	"region" varchar,
  	"story" jsonb,
  	"activities" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reg_outcomes_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_outcomes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_reg_vars_cases_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_vars_cases",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_reg_vars_denominators_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reg_vars_denominators",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_member_registries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_network_code" varchar NOT NULL,
  	"version_initials" varchar NOT NULL,
  	"version_country" "enum__member_registries_v_version_country" NOT NULL,
  	"version_responsible" varchar,
  	"version_website" varchar,
  	"version_coverage" "enum__member_registries_v_version_coverage" NOT NULL,
  	"version_covered_births2017" numeric,
  	"version_total_settlements" numeric,
  	"version_start_year" numeric,
  	"version_network_admission_year" numeric,
  	"version_clearinghouse_admission_year" numeric,
  	"version_max_diagnosis_age" "enum__member_registries_v_version_max_diagnosis_age",
  	"version_encoding" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_member_registries_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_institution" varchar,
  	"version_region" varchar,
  	"version_story" jsonb,
  	"version_activities" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "network_publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"citation" varchar NOT NULL,
  	"link" varchar,
  	"year" numeric,
  	"registry_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_network_publications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_citation" varchar NOT NULL,
  	"version_link" varchar,
  	"version_year" numeric,
  	"version_registry_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "registry_publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"citation" varchar NOT NULL,
  	"link" varchar,
  	"year" numeric,
  	"registry_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_registry_publications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_citation" varchar NOT NULL,
  	"version_link" varchar,
  	"version_year" numeric,
  	"version_registry_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publication_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_publication_queries_group" DEFAULT 'others' NOT NULL,
  	"query" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publication_queries_locales" (
  	"subgroup" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_publication_queries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__publication_queries_v_version_group" DEFAULT 'others' NOT NULL,
  	"version_query" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_publication_queries_v_locales" (
  	"version_subgroup" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_proponents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_completed" boolean DEFAULT false,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_proponents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_is_completed" boolean DEFAULT false,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_subtitle" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"is_network_resource" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resources_locales" (
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_link" varchar,
  	"version_is_network_resource" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_resources_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accumulated_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accumulated_data_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accumulated_data_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_document_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_accumulated_data_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "announcements_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_announcements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_announcements_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "manuals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manuals_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_manuals_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_document_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_manuals_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_document_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_forms_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_updates_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "form_updates_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_updates_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_form_updates_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_form_updates_v_version_documents_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_form_updates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_form_updates_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "official_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_official_documents_type" NOT NULL,
  	"document_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "official_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_official_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__official_documents_v_version_type" NOT NULL,
  	"version_document_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_official_documents_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "member_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "member_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"country" "enum_users_country" NOT NULL,
  	"language" "enum_users_language" DEFAULT 'pt',
  	"disabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"coordinations_id" integer,
  	"annual_meetings_id" integer,
  	"operational_webinars_id" integer,
  	"research_webinars_id" integer,
  	"events_id" integer,
  	"member_registries_id" integer,
  	"network_publications_id" integer,
  	"registry_publications_id" integer,
  	"publication_queries_id" integer,
  	"projects_id" integer,
  	"resources_id" integer,
  	"accumulated_data_id" integer,
  	"announcements_id" integer,
  	"manuals_id" integer,
  	"forms_id" integer,
  	"form_updates_id" integer,
  	"official_documents_id" integer,
  	"media_id" integer,
  	"member_files_id" integer,
  	"users_id" integer,
  	"contact_messages_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"charts_site_url" varchar,
  	"office_email" varchar,
  	"current_base_period" varchar DEFAULT '2020-2022',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"network_name" varchar,
  	"office_address" varchar,
  	"upcoming_meeting_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "coordinations_members" ADD CONSTRAINT "coordinations_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coordinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coordinations_members_locales" ADD CONSTRAINT "coordinations_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coordinations_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coordinations_locales" ADD CONSTRAINT "coordinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coordinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coordinations_v_version_members" ADD CONSTRAINT "_coordinations_v_version_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coordinations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coordinations_v_version_members_locales" ADD CONSTRAINT "_coordinations_v_version_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coordinations_v_version_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coordinations_v" ADD CONSTRAINT "_coordinations_v_parent_id_coordinations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coordinations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coordinations_v_locales" ADD CONSTRAINT "_coordinations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coordinations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_meetings_documents" ADD CONSTRAINT "annual_meetings_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_meetings_documents" ADD CONSTRAINT "annual_meetings_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_meetings_documents_locales" ADD CONSTRAINT "annual_meetings_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_meetings_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_meetings_locales" ADD CONSTRAINT "annual_meetings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_annual_meetings_v_version_documents" ADD CONSTRAINT "_annual_meetings_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_annual_meetings_v_version_documents" ADD CONSTRAINT "_annual_meetings_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_annual_meetings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_annual_meetings_v_version_documents_locales" ADD CONSTRAINT "_annual_meetings_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_annual_meetings_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_annual_meetings_v" ADD CONSTRAINT "_annual_meetings_v_parent_id_annual_meetings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."annual_meetings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_annual_meetings_v_locales" ADD CONSTRAINT "_annual_meetings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_annual_meetings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "operational_webinars_documents" ADD CONSTRAINT "operational_webinars_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "operational_webinars_documents" ADD CONSTRAINT "operational_webinars_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."operational_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "operational_webinars_documents_locales" ADD CONSTRAINT "operational_webinars_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."operational_webinars_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "operational_webinars" ADD CONSTRAINT "operational_webinars_minutes_id_media_id_fk" FOREIGN KEY ("minutes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "operational_webinars_locales" ADD CONSTRAINT "operational_webinars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."operational_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v_version_documents" ADD CONSTRAINT "_operational_webinars_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v_version_documents" ADD CONSTRAINT "_operational_webinars_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_operational_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v_version_documents_locales" ADD CONSTRAINT "_operational_webinars_v_version_documents_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_operational_webinars_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v" ADD CONSTRAINT "_operational_webinars_v_parent_id_operational_webinars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."operational_webinars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v" ADD CONSTRAINT "_operational_webinars_v_version_minutes_id_media_id_fk" FOREIGN KEY ("version_minutes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_operational_webinars_v_locales" ADD CONSTRAINT "_operational_webinars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_operational_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_webinars" ADD CONSTRAINT "research_webinars_minutes_id_media_id_fk" FOREIGN KEY ("minutes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_webinars_locales" ADD CONSTRAINT "research_webinars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_webinars_v" ADD CONSTRAINT "_research_webinars_v_parent_id_research_webinars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research_webinars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_webinars_v" ADD CONSTRAINT "_research_webinars_v_version_minutes_id_media_id_fk" FOREIGN KEY ("version_minutes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_webinars_v_locales" ADD CONSTRAINT "_research_webinars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reg_outcomes" ADD CONSTRAINT "reg_outcomes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reg_vars_cases" ADD CONSTRAINT "reg_vars_cases_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reg_vars_denominators" ADD CONSTRAINT "reg_vars_denominators_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_registries_locales" ADD CONSTRAINT "member_registries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reg_outcomes_v" ADD CONSTRAINT "_reg_outcomes_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reg_vars_cases_v" ADD CONSTRAINT "_reg_vars_cases_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reg_vars_denominators_v" ADD CONSTRAINT "_reg_vars_denominators_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_member_registries_v" ADD CONSTRAINT "_member_registries_v_parent_id_member_registries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_member_registries_v_locales" ADD CONSTRAINT "_member_registries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_member_registries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_publications" ADD CONSTRAINT "network_publications_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_network_publications_v" ADD CONSTRAINT "_network_publications_v_parent_id_network_publications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."network_publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_network_publications_v" ADD CONSTRAINT "_network_publications_v_version_registry_id_member_registries_id_fk" FOREIGN KEY ("version_registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registry_publications" ADD CONSTRAINT "registry_publications_registry_id_member_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_registry_publications_v" ADD CONSTRAINT "_registry_publications_v_parent_id_registry_publications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."registry_publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_registry_publications_v" ADD CONSTRAINT "_registry_publications_v_version_registry_id_member_registries_id_fk" FOREIGN KEY ("version_registry_id") REFERENCES "public"."member_registries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publication_queries_locales" ADD CONSTRAINT "publication_queries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."publication_queries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publication_queries_v" ADD CONSTRAINT "_publication_queries_v_parent_id_publication_queries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publication_queries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publication_queries_v_locales" ADD CONSTRAINT "_publication_queries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_publication_queries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_proponents" ADD CONSTRAINT "projects_proponents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_proponents" ADD CONSTRAINT "_projects_v_version_proponents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources_locales" ADD CONSTRAINT "resources_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_parent_id_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_locales" ADD CONSTRAINT "_resources_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accumulated_data" ADD CONSTRAINT "accumulated_data_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accumulated_data_locales" ADD CONSTRAINT "accumulated_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accumulated_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accumulated_data_v" ADD CONSTRAINT "_accumulated_data_v_parent_id_accumulated_data_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accumulated_data"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accumulated_data_v" ADD CONSTRAINT "_accumulated_data_v_version_document_id_media_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accumulated_data_v_locales" ADD CONSTRAINT "_accumulated_data_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accumulated_data_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements_locales" ADD CONSTRAINT "announcements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_parent_id_announcements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v_locales" ADD CONSTRAINT "_announcements_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manuals" ADD CONSTRAINT "manuals_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manuals_locales" ADD CONSTRAINT "manuals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."manuals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_parent_id_manuals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manuals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v_locales" ADD CONSTRAINT "_manuals_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_manuals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v_locales" ADD CONSTRAINT "_forms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_updates_documents" ADD CONSTRAINT "form_updates_documents_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_updates_documents" ADD CONSTRAINT "form_updates_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_updates_documents_locales" ADD CONSTRAINT "form_updates_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_updates_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_updates_locales" ADD CONSTRAINT "form_updates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_updates_v_version_documents" ADD CONSTRAINT "_form_updates_v_version_documents_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_form_updates_v_version_documents" ADD CONSTRAINT "_form_updates_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_form_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_updates_v_version_documents_locales" ADD CONSTRAINT "_form_updates_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_form_updates_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_updates_v" ADD CONSTRAINT "_form_updates_v_parent_id_form_updates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_updates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_form_updates_v_locales" ADD CONSTRAINT "_form_updates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_form_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "official_documents" ADD CONSTRAINT "official_documents_document_id_member_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_documents_locales" ADD CONSTRAINT "official_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."official_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_official_documents_v" ADD CONSTRAINT "_official_documents_v_parent_id_official_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."official_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_official_documents_v" ADD CONSTRAINT "_official_documents_v_version_document_id_member_files_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."member_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_official_documents_v_locales" ADD CONSTRAINT "_official_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_official_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_files_locales" ADD CONSTRAINT "member_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coordinations_fk" FOREIGN KEY ("coordinations_id") REFERENCES "public"."coordinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_annual_meetings_fk" FOREIGN KEY ("annual_meetings_id") REFERENCES "public"."annual_meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_operational_webinars_fk" FOREIGN KEY ("operational_webinars_id") REFERENCES "public"."operational_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_webinars_fk" FOREIGN KEY ("research_webinars_id") REFERENCES "public"."research_webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_registries_fk" FOREIGN KEY ("member_registries_id") REFERENCES "public"."member_registries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_network_publications_fk" FOREIGN KEY ("network_publications_id") REFERENCES "public"."network_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registry_publications_fk" FOREIGN KEY ("registry_publications_id") REFERENCES "public"."registry_publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publication_queries_fk" FOREIGN KEY ("publication_queries_id") REFERENCES "public"."publication_queries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accumulated_data_fk" FOREIGN KEY ("accumulated_data_id") REFERENCES "public"."accumulated_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manuals_fk" FOREIGN KEY ("manuals_id") REFERENCES "public"."manuals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_updates_fk" FOREIGN KEY ("form_updates_id") REFERENCES "public"."form_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_official_documents_fk" FOREIGN KEY ("official_documents_id") REFERENCES "public"."official_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_files_fk" FOREIGN KEY ("member_files_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "coordinations_members_order_idx" ON "coordinations_members" USING btree ("_order");
  CREATE INDEX "coordinations_members_parent_id_idx" ON "coordinations_members" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coordinations_members_locales_locale_parent_id_unique" ON "coordinations_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coordinations_updated_at_idx" ON "coordinations" USING btree ("updated_at");
  CREATE INDEX "coordinations_created_at_idx" ON "coordinations" USING btree ("created_at");
  CREATE UNIQUE INDEX "coordinations_locales_locale_parent_id_unique" ON "coordinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coordinations_v_version_members_order_idx" ON "_coordinations_v_version_members" USING btree ("_order");
  CREATE INDEX "_coordinations_v_version_members_parent_id_idx" ON "_coordinations_v_version_members" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_coordinations_v_version_members_locales_locale_parent_id_un" ON "_coordinations_v_version_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coordinations_v_parent_idx" ON "_coordinations_v" USING btree ("parent_id");
  CREATE INDEX "_coordinations_v_version_version_updated_at_idx" ON "_coordinations_v" USING btree ("version_updated_at");
  CREATE INDEX "_coordinations_v_version_version_created_at_idx" ON "_coordinations_v" USING btree ("version_created_at");
  CREATE INDEX "_coordinations_v_created_at_idx" ON "_coordinations_v" USING btree ("created_at");
  CREATE INDEX "_coordinations_v_updated_at_idx" ON "_coordinations_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_coordinations_v_locales_locale_parent_id_unique" ON "_coordinations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "annual_meetings_documents_order_idx" ON "annual_meetings_documents" USING btree ("_order");
  CREATE INDEX "annual_meetings_documents_parent_id_idx" ON "annual_meetings_documents" USING btree ("_parent_id");
  CREATE INDEX "annual_meetings_documents_file_idx" ON "annual_meetings_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "annual_meetings_documents_locales_locale_parent_id_unique" ON "annual_meetings_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "annual_meetings_start_date_idx" ON "annual_meetings" USING btree ("start_date");
  CREATE INDEX "annual_meetings_updated_at_idx" ON "annual_meetings" USING btree ("updated_at");
  CREATE INDEX "annual_meetings_created_at_idx" ON "annual_meetings" USING btree ("created_at");
  CREATE UNIQUE INDEX "annual_meetings_locales_locale_parent_id_unique" ON "annual_meetings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_annual_meetings_v_version_documents_order_idx" ON "_annual_meetings_v_version_documents" USING btree ("_order");
  CREATE INDEX "_annual_meetings_v_version_documents_parent_id_idx" ON "_annual_meetings_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_annual_meetings_v_version_documents_file_idx" ON "_annual_meetings_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_annual_meetings_v_version_documents_locales_locale_parent_i" ON "_annual_meetings_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_annual_meetings_v_parent_idx" ON "_annual_meetings_v" USING btree ("parent_id");
  CREATE INDEX "_annual_meetings_v_version_version_start_date_idx" ON "_annual_meetings_v" USING btree ("version_start_date");
  CREATE INDEX "_annual_meetings_v_version_version_updated_at_idx" ON "_annual_meetings_v" USING btree ("version_updated_at");
  CREATE INDEX "_annual_meetings_v_version_version_created_at_idx" ON "_annual_meetings_v" USING btree ("version_created_at");
  CREATE INDEX "_annual_meetings_v_created_at_idx" ON "_annual_meetings_v" USING btree ("created_at");
  CREATE INDEX "_annual_meetings_v_updated_at_idx" ON "_annual_meetings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_annual_meetings_v_locales_locale_parent_id_unique" ON "_annual_meetings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "operational_webinars_documents_order_idx" ON "operational_webinars_documents" USING btree ("_order");
  CREATE INDEX "operational_webinars_documents_parent_id_idx" ON "operational_webinars_documents" USING btree ("_parent_id");
  CREATE INDEX "operational_webinars_documents_file_idx" ON "operational_webinars_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "operational_webinars_documents_locales_locale_parent_id_uniq" ON "operational_webinars_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "operational_webinars_date_idx" ON "operational_webinars" USING btree ("date");
  CREATE INDEX "operational_webinars_minutes_idx" ON "operational_webinars" USING btree ("minutes_id");
  CREATE INDEX "operational_webinars_updated_at_idx" ON "operational_webinars" USING btree ("updated_at");
  CREATE INDEX "operational_webinars_created_at_idx" ON "operational_webinars" USING btree ("created_at");
  CREATE UNIQUE INDEX "operational_webinars_locales_locale_parent_id_unique" ON "operational_webinars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_operational_webinars_v_version_documents_order_idx" ON "_operational_webinars_v_version_documents" USING btree ("_order");
  CREATE INDEX "_operational_webinars_v_version_documents_parent_id_idx" ON "_operational_webinars_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_operational_webinars_v_version_documents_file_idx" ON "_operational_webinars_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_operational_webinars_v_version_documents_locales_locale_par" ON "_operational_webinars_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_operational_webinars_v_parent_idx" ON "_operational_webinars_v" USING btree ("parent_id");
  CREATE INDEX "_operational_webinars_v_version_version_date_idx" ON "_operational_webinars_v" USING btree ("version_date");
  CREATE INDEX "_operational_webinars_v_version_version_minutes_idx" ON "_operational_webinars_v" USING btree ("version_minutes_id");
  CREATE INDEX "_operational_webinars_v_version_version_updated_at_idx" ON "_operational_webinars_v" USING btree ("version_updated_at");
  CREATE INDEX "_operational_webinars_v_version_version_created_at_idx" ON "_operational_webinars_v" USING btree ("version_created_at");
  CREATE INDEX "_operational_webinars_v_created_at_idx" ON "_operational_webinars_v" USING btree ("created_at");
  CREATE INDEX "_operational_webinars_v_updated_at_idx" ON "_operational_webinars_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_operational_webinars_v_locales_locale_parent_id_unique" ON "_operational_webinars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "research_webinars_date_idx" ON "research_webinars" USING btree ("date");
  CREATE INDEX "research_webinars_minutes_idx" ON "research_webinars" USING btree ("minutes_id");
  CREATE INDEX "research_webinars_updated_at_idx" ON "research_webinars" USING btree ("updated_at");
  CREATE INDEX "research_webinars_created_at_idx" ON "research_webinars" USING btree ("created_at");
  CREATE UNIQUE INDEX "research_webinars_locales_locale_parent_id_unique" ON "research_webinars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_research_webinars_v_parent_idx" ON "_research_webinars_v" USING btree ("parent_id");
  CREATE INDEX "_research_webinars_v_version_version_date_idx" ON "_research_webinars_v" USING btree ("version_date");
  CREATE INDEX "_research_webinars_v_version_version_minutes_idx" ON "_research_webinars_v" USING btree ("version_minutes_id");
  CREATE INDEX "_research_webinars_v_version_version_updated_at_idx" ON "_research_webinars_v" USING btree ("version_updated_at");
  CREATE INDEX "_research_webinars_v_version_version_created_at_idx" ON "_research_webinars_v" USING btree ("version_created_at");
  CREATE INDEX "_research_webinars_v_created_at_idx" ON "_research_webinars_v" USING btree ("created_at");
  CREATE INDEX "_research_webinars_v_updated_at_idx" ON "_research_webinars_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_research_webinars_v_locales_locale_parent_id_unique" ON "_research_webinars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_reference_date_idx" ON "events" USING btree ("reference_date");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_reference_date_idx" ON "_events_v" USING btree ("version_reference_date");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reg_outcomes_order_idx" ON "reg_outcomes" USING btree ("order");
  CREATE INDEX "reg_outcomes_parent_idx" ON "reg_outcomes" USING btree ("parent_id");
  CREATE INDEX "reg_vars_cases_order_idx" ON "reg_vars_cases" USING btree ("order");
  CREATE INDEX "reg_vars_cases_parent_idx" ON "reg_vars_cases" USING btree ("parent_id");
  CREATE INDEX "reg_vars_denominators_order_idx" ON "reg_vars_denominators" USING btree ("order");
  CREATE INDEX "reg_vars_denominators_parent_idx" ON "reg_vars_denominators" USING btree ("parent_id");
  CREATE UNIQUE INDEX "member_registries_network_code_idx" ON "member_registries" USING btree ("network_code");
  CREATE INDEX "member_registries_updated_at_idx" ON "member_registries" USING btree ("updated_at");
  CREATE INDEX "member_registries_created_at_idx" ON "member_registries" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_registries_locales_locale_parent_id_unique" ON "member_registries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reg_outcomes_v_order_idx" ON "_reg_outcomes_v" USING btree ("order");
  CREATE INDEX "_reg_outcomes_v_parent_idx" ON "_reg_outcomes_v" USING btree ("parent_id");
  CREATE INDEX "_reg_vars_cases_v_order_idx" ON "_reg_vars_cases_v" USING btree ("order");
  CREATE INDEX "_reg_vars_cases_v_parent_idx" ON "_reg_vars_cases_v" USING btree ("parent_id");
  CREATE INDEX "_reg_vars_denominators_v_order_idx" ON "_reg_vars_denominators_v" USING btree ("order");
  CREATE INDEX "_reg_vars_denominators_v_parent_idx" ON "_reg_vars_denominators_v" USING btree ("parent_id");
  CREATE INDEX "_member_registries_v_parent_idx" ON "_member_registries_v" USING btree ("parent_id");
  CREATE INDEX "_member_registries_v_version_version_network_code_idx" ON "_member_registries_v" USING btree ("version_network_code");
  CREATE INDEX "_member_registries_v_version_version_updated_at_idx" ON "_member_registries_v" USING btree ("version_updated_at");
  CREATE INDEX "_member_registries_v_version_version_created_at_idx" ON "_member_registries_v" USING btree ("version_created_at");
  CREATE INDEX "_member_registries_v_created_at_idx" ON "_member_registries_v" USING btree ("created_at");
  CREATE INDEX "_member_registries_v_updated_at_idx" ON "_member_registries_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_member_registries_v_locales_locale_parent_id_unique" ON "_member_registries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_publications_year_idx" ON "network_publications" USING btree ("year");
  CREATE INDEX "network_publications_registry_idx" ON "network_publications" USING btree ("registry_id");
  CREATE INDEX "network_publications_updated_at_idx" ON "network_publications" USING btree ("updated_at");
  CREATE INDEX "network_publications_created_at_idx" ON "network_publications" USING btree ("created_at");
  CREATE INDEX "_network_publications_v_parent_idx" ON "_network_publications_v" USING btree ("parent_id");
  CREATE INDEX "_network_publications_v_version_version_year_idx" ON "_network_publications_v" USING btree ("version_year");
  CREATE INDEX "_network_publications_v_version_version_registry_idx" ON "_network_publications_v" USING btree ("version_registry_id");
  CREATE INDEX "_network_publications_v_version_version_updated_at_idx" ON "_network_publications_v" USING btree ("version_updated_at");
  CREATE INDEX "_network_publications_v_version_version_created_at_idx" ON "_network_publications_v" USING btree ("version_created_at");
  CREATE INDEX "_network_publications_v_created_at_idx" ON "_network_publications_v" USING btree ("created_at");
  CREATE INDEX "_network_publications_v_updated_at_idx" ON "_network_publications_v" USING btree ("updated_at");
  CREATE INDEX "registry_publications_year_idx" ON "registry_publications" USING btree ("year");
  CREATE INDEX "registry_publications_registry_idx" ON "registry_publications" USING btree ("registry_id");
  CREATE INDEX "registry_publications_updated_at_idx" ON "registry_publications" USING btree ("updated_at");
  CREATE INDEX "registry_publications_created_at_idx" ON "registry_publications" USING btree ("created_at");
  CREATE INDEX "_registry_publications_v_parent_idx" ON "_registry_publications_v" USING btree ("parent_id");
  CREATE INDEX "_registry_publications_v_version_version_year_idx" ON "_registry_publications_v" USING btree ("version_year");
  CREATE INDEX "_registry_publications_v_version_version_registry_idx" ON "_registry_publications_v" USING btree ("version_registry_id");
  CREATE INDEX "_registry_publications_v_version_version_updated_at_idx" ON "_registry_publications_v" USING btree ("version_updated_at");
  CREATE INDEX "_registry_publications_v_version_version_created_at_idx" ON "_registry_publications_v" USING btree ("version_created_at");
  CREATE INDEX "_registry_publications_v_created_at_idx" ON "_registry_publications_v" USING btree ("created_at");
  CREATE INDEX "_registry_publications_v_updated_at_idx" ON "_registry_publications_v" USING btree ("updated_at");
  CREATE INDEX "publication_queries_updated_at_idx" ON "publication_queries" USING btree ("updated_at");
  CREATE INDEX "publication_queries_created_at_idx" ON "publication_queries" USING btree ("created_at");
  CREATE UNIQUE INDEX "publication_queries_locales_locale_parent_id_unique" ON "publication_queries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_publication_queries_v_parent_idx" ON "_publication_queries_v" USING btree ("parent_id");
  CREATE INDEX "_publication_queries_v_version_version_updated_at_idx" ON "_publication_queries_v" USING btree ("version_updated_at");
  CREATE INDEX "_publication_queries_v_version_version_created_at_idx" ON "_publication_queries_v" USING btree ("version_created_at");
  CREATE INDEX "_publication_queries_v_created_at_idx" ON "_publication_queries_v" USING btree ("created_at");
  CREATE INDEX "_publication_queries_v_updated_at_idx" ON "_publication_queries_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_publication_queries_v_locales_locale_parent_id_unique" ON "_publication_queries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_proponents_order_idx" ON "projects_proponents" USING btree ("_order");
  CREATE INDEX "projects_proponents_parent_id_idx" ON "projects_proponents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_version_proponents_order_idx" ON "_projects_v_version_proponents" USING btree ("_order");
  CREATE INDEX "_projects_v_version_proponents_parent_id_idx" ON "_projects_v_version_proponents" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  CREATE UNIQUE INDEX "resources_locales_locale_parent_id_unique" ON "resources_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_resources_v_parent_idx" ON "_resources_v" USING btree ("parent_id");
  CREATE INDEX "_resources_v_version_version_updated_at_idx" ON "_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_resources_v_version_version_created_at_idx" ON "_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_resources_v_created_at_idx" ON "_resources_v" USING btree ("created_at");
  CREATE INDEX "_resources_v_updated_at_idx" ON "_resources_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_resources_v_locales_locale_parent_id_unique" ON "_resources_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accumulated_data_document_idx" ON "accumulated_data" USING btree ("document_id");
  CREATE INDEX "accumulated_data_updated_at_idx" ON "accumulated_data" USING btree ("updated_at");
  CREATE INDEX "accumulated_data_created_at_idx" ON "accumulated_data" USING btree ("created_at");
  CREATE UNIQUE INDEX "accumulated_data_locales_locale_parent_id_unique" ON "accumulated_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accumulated_data_v_parent_idx" ON "_accumulated_data_v" USING btree ("parent_id");
  CREATE INDEX "_accumulated_data_v_version_version_document_idx" ON "_accumulated_data_v" USING btree ("version_document_id");
  CREATE INDEX "_accumulated_data_v_version_version_updated_at_idx" ON "_accumulated_data_v" USING btree ("version_updated_at");
  CREATE INDEX "_accumulated_data_v_version_version_created_at_idx" ON "_accumulated_data_v" USING btree ("version_created_at");
  CREATE INDEX "_accumulated_data_v_created_at_idx" ON "_accumulated_data_v" USING btree ("created_at");
  CREATE INDEX "_accumulated_data_v_updated_at_idx" ON "_accumulated_data_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_accumulated_data_v_locales_locale_parent_id_unique" ON "_accumulated_data_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "announcements_date_idx" ON "announcements" USING btree ("date");
  CREATE INDEX "announcements_updated_at_idx" ON "announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");
  CREATE UNIQUE INDEX "announcements_locales_locale_parent_id_unique" ON "announcements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_announcements_v_parent_idx" ON "_announcements_v" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_version_version_date_idx" ON "_announcements_v" USING btree ("version_date");
  CREATE INDEX "_announcements_v_version_version_updated_at_idx" ON "_announcements_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcements_v_version_version_created_at_idx" ON "_announcements_v" USING btree ("version_created_at");
  CREATE INDEX "_announcements_v_created_at_idx" ON "_announcements_v" USING btree ("created_at");
  CREATE INDEX "_announcements_v_updated_at_idx" ON "_announcements_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_announcements_v_locales_locale_parent_id_unique" ON "_announcements_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "manuals_document_idx" ON "manuals" USING btree ("document_id");
  CREATE INDEX "manuals_updated_at_idx" ON "manuals" USING btree ("updated_at");
  CREATE INDEX "manuals_created_at_idx" ON "manuals" USING btree ("created_at");
  CREATE UNIQUE INDEX "manuals_locales_locale_parent_id_unique" ON "manuals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_manuals_v_parent_idx" ON "_manuals_v" USING btree ("parent_id");
  CREATE INDEX "_manuals_v_version_version_document_idx" ON "_manuals_v" USING btree ("version_document_id");
  CREATE INDEX "_manuals_v_version_version_updated_at_idx" ON "_manuals_v" USING btree ("version_updated_at");
  CREATE INDEX "_manuals_v_version_version_created_at_idx" ON "_manuals_v" USING btree ("version_created_at");
  CREATE INDEX "_manuals_v_created_at_idx" ON "_manuals_v" USING btree ("created_at");
  CREATE INDEX "_manuals_v_updated_at_idx" ON "_manuals_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_manuals_v_locales_locale_parent_id_unique" ON "_manuals_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_document_idx" ON "forms" USING btree ("document_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_parent_idx" ON "_forms_v" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_version_document_idx" ON "_forms_v" USING btree ("version_document_id");
  CREATE INDEX "_forms_v_version_version_updated_at_idx" ON "_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_forms_v_version_version_created_at_idx" ON "_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_forms_v_locales_locale_parent_id_unique" ON "_forms_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_updates_documents_order_idx" ON "form_updates_documents" USING btree ("_order");
  CREATE INDEX "form_updates_documents_parent_id_idx" ON "form_updates_documents" USING btree ("_parent_id");
  CREATE INDEX "form_updates_documents_file_idx" ON "form_updates_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "form_updates_documents_locales_locale_parent_id_unique" ON "form_updates_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_updates_date_idx" ON "form_updates" USING btree ("date");
  CREATE INDEX "form_updates_updated_at_idx" ON "form_updates" USING btree ("updated_at");
  CREATE INDEX "form_updates_created_at_idx" ON "form_updates" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_updates_locales_locale_parent_id_unique" ON "form_updates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_form_updates_v_version_documents_order_idx" ON "_form_updates_v_version_documents" USING btree ("_order");
  CREATE INDEX "_form_updates_v_version_documents_parent_id_idx" ON "_form_updates_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_form_updates_v_version_documents_file_idx" ON "_form_updates_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_form_updates_v_version_documents_locales_locale_parent_id_u" ON "_form_updates_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_form_updates_v_parent_idx" ON "_form_updates_v" USING btree ("parent_id");
  CREATE INDEX "_form_updates_v_version_version_date_idx" ON "_form_updates_v" USING btree ("version_date");
  CREATE INDEX "_form_updates_v_version_version_updated_at_idx" ON "_form_updates_v" USING btree ("version_updated_at");
  CREATE INDEX "_form_updates_v_version_version_created_at_idx" ON "_form_updates_v" USING btree ("version_created_at");
  CREATE INDEX "_form_updates_v_created_at_idx" ON "_form_updates_v" USING btree ("created_at");
  CREATE INDEX "_form_updates_v_updated_at_idx" ON "_form_updates_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_form_updates_v_locales_locale_parent_id_unique" ON "_form_updates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "official_documents_type_idx" ON "official_documents" USING btree ("type");
  CREATE INDEX "official_documents_document_idx" ON "official_documents" USING btree ("document_id");
  CREATE INDEX "official_documents_updated_at_idx" ON "official_documents" USING btree ("updated_at");
  CREATE INDEX "official_documents_created_at_idx" ON "official_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "official_documents_locales_locale_parent_id_unique" ON "official_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_official_documents_v_parent_idx" ON "_official_documents_v" USING btree ("parent_id");
  CREATE INDEX "_official_documents_v_version_version_type_idx" ON "_official_documents_v" USING btree ("version_type");
  CREATE INDEX "_official_documents_v_version_version_document_idx" ON "_official_documents_v" USING btree ("version_document_id");
  CREATE INDEX "_official_documents_v_version_version_updated_at_idx" ON "_official_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_official_documents_v_version_version_created_at_idx" ON "_official_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_official_documents_v_created_at_idx" ON "_official_documents_v" USING btree ("created_at");
  CREATE INDEX "_official_documents_v_updated_at_idx" ON "_official_documents_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_official_documents_v_locales_locale_parent_id_unique" ON "_official_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "member_files_updated_at_idx" ON "member_files" USING btree ("updated_at");
  CREATE INDEX "member_files_created_at_idx" ON "member_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_files_filename_idx" ON "member_files" USING btree ("filename");
  CREATE UNIQUE INDEX "member_files_locales_locale_parent_id_unique" ON "member_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_coordinations_id_idx" ON "payload_locked_documents_rels" USING btree ("coordinations_id");
  CREATE INDEX "payload_locked_documents_rels_annual_meetings_id_idx" ON "payload_locked_documents_rels" USING btree ("annual_meetings_id");
  CREATE INDEX "payload_locked_documents_rels_operational_webinars_id_idx" ON "payload_locked_documents_rels" USING btree ("operational_webinars_id");
  CREATE INDEX "payload_locked_documents_rels_research_webinars_id_idx" ON "payload_locked_documents_rels" USING btree ("research_webinars_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_member_registries_id_idx" ON "payload_locked_documents_rels" USING btree ("member_registries_id");
  CREATE INDEX "payload_locked_documents_rels_network_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("network_publications_id");
  CREATE INDEX "payload_locked_documents_rels_registry_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("registry_publications_id");
  CREATE INDEX "payload_locked_documents_rels_publication_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("publication_queries_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("resources_id");
  CREATE INDEX "payload_locked_documents_rels_accumulated_data_id_idx" ON "payload_locked_documents_rels" USING btree ("accumulated_data_id");
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("announcements_id");
  CREATE INDEX "payload_locked_documents_rels_manuals_id_idx" ON "payload_locked_documents_rels" USING btree ("manuals_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("form_updates_id");
  CREATE INDEX "payload_locked_documents_rels_official_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("official_documents_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_member_files_id_idx" ON "payload_locked_documents_rels" USING btree ("member_files_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "coordinations_members" CASCADE;
  DROP TABLE "coordinations_members_locales" CASCADE;
  DROP TABLE "coordinations" CASCADE;
  DROP TABLE "coordinations_locales" CASCADE;
  DROP TABLE "_coordinations_v_version_members" CASCADE;
  DROP TABLE "_coordinations_v_version_members_locales" CASCADE;
  DROP TABLE "_coordinations_v" CASCADE;
  DROP TABLE "_coordinations_v_locales" CASCADE;
  DROP TABLE "annual_meetings_documents" CASCADE;
  DROP TABLE "annual_meetings_documents_locales" CASCADE;
  DROP TABLE "annual_meetings" CASCADE;
  DROP TABLE "annual_meetings_locales" CASCADE;
  DROP TABLE "_annual_meetings_v_version_documents" CASCADE;
  DROP TABLE "_annual_meetings_v_version_documents_locales" CASCADE;
  DROP TABLE "_annual_meetings_v" CASCADE;
  DROP TABLE "_annual_meetings_v_locales" CASCADE;
  DROP TABLE "operational_webinars_documents" CASCADE;
  DROP TABLE "operational_webinars_documents_locales" CASCADE;
  DROP TABLE "operational_webinars" CASCADE;
  DROP TABLE "operational_webinars_locales" CASCADE;
  DROP TABLE "_operational_webinars_v_version_documents" CASCADE;
  DROP TABLE "_operational_webinars_v_version_documents_locales" CASCADE;
  DROP TABLE "_operational_webinars_v" CASCADE;
  DROP TABLE "_operational_webinars_v_locales" CASCADE;
  DROP TABLE "research_webinars" CASCADE;
  DROP TABLE "research_webinars_locales" CASCADE;
  DROP TABLE "_research_webinars_v" CASCADE;
  DROP TABLE "_research_webinars_v_locales" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "reg_outcomes" CASCADE;
  DROP TABLE "reg_vars_cases" CASCADE;
  DROP TABLE "reg_vars_denominators" CASCADE;
  DROP TABLE "member_registries" CASCADE;
  DROP TABLE "member_registries_locales" CASCADE;
  DROP TABLE "_reg_outcomes_v" CASCADE;
  DROP TABLE "_reg_vars_cases_v" CASCADE;
  DROP TABLE "_reg_vars_denominators_v" CASCADE;
  DROP TABLE "_member_registries_v" CASCADE;
  DROP TABLE "_member_registries_v_locales" CASCADE;
  DROP TABLE "network_publications" CASCADE;
  DROP TABLE "_network_publications_v" CASCADE;
  DROP TABLE "registry_publications" CASCADE;
  DROP TABLE "_registry_publications_v" CASCADE;
  DROP TABLE "publication_queries" CASCADE;
  DROP TABLE "publication_queries_locales" CASCADE;
  DROP TABLE "_publication_queries_v" CASCADE;
  DROP TABLE "_publication_queries_v_locales" CASCADE;
  DROP TABLE "projects_proponents" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_version_proponents" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "resources" CASCADE;
  DROP TABLE "resources_locales" CASCADE;
  DROP TABLE "_resources_v" CASCADE;
  DROP TABLE "_resources_v_locales" CASCADE;
  DROP TABLE "accumulated_data" CASCADE;
  DROP TABLE "accumulated_data_locales" CASCADE;
  DROP TABLE "_accumulated_data_v" CASCADE;
  DROP TABLE "_accumulated_data_v_locales" CASCADE;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "announcements_locales" CASCADE;
  DROP TABLE "_announcements_v" CASCADE;
  DROP TABLE "_announcements_v_locales" CASCADE;
  DROP TABLE "manuals" CASCADE;
  DROP TABLE "manuals_locales" CASCADE;
  DROP TABLE "_manuals_v" CASCADE;
  DROP TABLE "_manuals_v_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "_forms_v_locales" CASCADE;
  DROP TABLE "form_updates_documents" CASCADE;
  DROP TABLE "form_updates_documents_locales" CASCADE;
  DROP TABLE "form_updates" CASCADE;
  DROP TABLE "form_updates_locales" CASCADE;
  DROP TABLE "_form_updates_v_version_documents" CASCADE;
  DROP TABLE "_form_updates_v_version_documents_locales" CASCADE;
  DROP TABLE "_form_updates_v" CASCADE;
  DROP TABLE "_form_updates_v_locales" CASCADE;
  DROP TABLE "official_documents" CASCADE;
  DROP TABLE "official_documents_locales" CASCADE;
  DROP TABLE "_official_documents_v" CASCADE;
  DROP TABLE "_official_documents_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "member_files" CASCADE;
  DROP TABLE "member_files_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_coordinations_members_country";
  DROP TYPE "public"."enum__coordinations_v_version_members_country";
  DROP TYPE "public"."enum_annual_meetings_documents_kind";
  DROP TYPE "public"."enum__annual_meetings_v_version_documents_kind";
  DROP TYPE "public"."enum_reg_outcomes";
  DROP TYPE "public"."enum_reg_vars_cases";
  DROP TYPE "public"."enum_reg_vars_denominators";
  DROP TYPE "public"."enum_member_registries_country";
  DROP TYPE "public"."enum_member_registries_coverage";
  DROP TYPE "public"."enum_member_registries_max_diagnosis_age";
  DROP TYPE "public"."enum__member_registries_v_version_country";
  DROP TYPE "public"."enum__member_registries_v_version_coverage";
  DROP TYPE "public"."enum__member_registries_v_version_max_diagnosis_age";
  DROP TYPE "public"."enum_publication_queries_group";
  DROP TYPE "public"."enum__publication_queries_v_version_group";
  DROP TYPE "public"."enum_official_documents_type";
  DROP TYPE "public"."enum__official_documents_v_version_type";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_country";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_contact_messages_status";`)
}
