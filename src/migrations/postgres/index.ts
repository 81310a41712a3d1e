import * as migration_20261121_080343_initial from './20261121_080343_initial'
import * as migration_20261121_081358_surveillance from './20261121_081358_surveillance'
import * as migration_20261121_090953_institutional_pages from './20261121_090953_institutional_pages'
import * as migration_20261122_083444_registry_coordinates from './20261122_083444_registry_coordinates'
import * as migration_20261122_094954_surveillance_data from './20261122_094954_surveillance_data'
import * as migration_20261122_114415_office_language from './20261122_114415_office_language'
import * as migration_20261122_122834_contact_limits from './20261122_122834_contact_limits'
import * as migration_20261122_125044_object_storage_fields from './20261122_125044_object_storage_fields'
import * as migration_20261123_193816_monitoring_signals from './20261123_193816_monitoring_signals'
import * as migration_20261123_201016_ordering_and_publication_fields from './20261123_201016_ordering_and_publication_fields'
import * as migration_20261123_211024_hero_image_published_reports_saved_queries from './20261123_211024_hero_image_published_reports_saved_queries'
import * as migration_20261123_225032_content_model_fields from './20261123_225032_content_model_fields'
import * as migration_20261123_230307_suppression_threshold from './20261123_230307_suppression_threshold'
import * as migration_20261123_232052_localized_files from './20261123_232052_localized_files'
import * as migration_20261125_162350_signal_fdr_live_births_farrington from './20261125_162350_signal_fdr_live_births_farrington'
import * as migration_20261127_000438_submission_warning_explanations_due_days from './20261127_000438_submission_warning_explanations_due_days'
import * as migration_20261127_000503_members_see_other_registries from './20261127_000503_members_see_other_registries'
import * as migration_20261127_001020_audit_log_api_keys from './20261127_001020_audit_log_api_keys'
import * as migration_20261127_001331_background_jobs from './20261127_001331_background_jobs'
import * as migration_20261127_034942_expired_records_task from './20261127_034942_expired_records_task'
import * as migration_20261127_035624_two_factor from './20261127_035624_two_factor'
import * as migration_20261127_040316_case_definitions from './20261127_040316_case_definitions'
import * as migration_20261127_042157_case_records from './20261127_042157_case_records'
import * as migration_20261127_051847_demo_baseline_rates from './20261127_051847_demo_baseline_rates'
import * as migration_20261127_081720_case_definition_versions from './20261127_081720_case_definition_versions'
import * as migration_20261127_092047_births_by_maternal_age from './20261127_092047_births_by_maternal_age'
import * as migration_20261128_080211_wave4_releases_versions_accounts from './20261128_080211_wave4_releases_versions_accounts'
import * as migration_20261128_114912_wave4_indicators_exchange_signals_footer_releases from './20261128_114912_wave4_indicators_exchange_signals_footer_releases'

export const migrations = [
  {
    up: migration_20261121_080343_initial.up,
    down: migration_20261121_080343_initial.down,
    name: '20261121_080343_initial',
  },
  {
    up: migration_20261121_081358_surveillance.up,
    down: migration_20261121_081358_surveillance.down,
    name: '20261121_081358_surveillance',
  },
  {
    up: migration_20261121_090953_institutional_pages.up,
    down: migration_20261121_090953_institutional_pages.down,
    name: '20261121_090953_institutional_pages',
  },
  {
    up: migration_20261122_083444_registry_coordinates.up,
    down: migration_20261122_083444_registry_coordinates.down,
    name: '20261122_083444_registry_coordinates',
  },
  {
    up: migration_20261122_094954_surveillance_data.up,
    down: migration_20261122_094954_surveillance_data.down,
    name: '20261122_094954_surveillance_data',
  },
  {
    up: migration_20261122_114415_office_language.up,
    down: migration_20261122_114415_office_language.down,
    name: '20261122_114415_office_language',
  },
  {
    up: migration_20261122_122834_contact_limits.up,
    down: migration_20261122_122834_contact_limits.down,
    name: '20261122_122834_contact_limits',
  },
  {
    up: migration_20261122_125044_object_storage_fields.up,
    down: migration_20261122_125044_object_storage_fields.down,
    name: '20261122_125044_object_storage_fields',
  },
  {
    up: migration_20261123_193816_monitoring_signals.up,
    down: migration_20261123_193816_monitoring_signals.down,
    name: '20261123_193816_monitoring_signals',
  },
  {
    up: migration_20261123_201016_ordering_and_publication_fields.up,
    down: migration_20261123_201016_ordering_and_publication_fields.down,
    name: '20261123_201016_ordering_and_publication_fields',
  },
  {
    up: migration_20261123_211024_hero_image_published_reports_saved_queries.up,
    down: migration_20261123_211024_hero_image_published_reports_saved_queries.down,
    name: '20261123_211024_hero_image_published_reports_saved_queries',
  },
  {
    up: migration_20261123_225032_content_model_fields.up,
    down: migration_20261123_225032_content_model_fields.down,
    name: '20261123_225032_content_model_fields',
  },
  {
    up: migration_20261123_230307_suppression_threshold.up,
    down: migration_20261123_230307_suppression_threshold.down,
    name: '20261123_230307_suppression_threshold',
  },
  {
    up: migration_20261123_232052_localized_files.up,
    down: migration_20261123_232052_localized_files.down,
    name: '20261123_232052_localized_files',
  },
  {
    up: migration_20261125_162350_signal_fdr_live_births_farrington.up,
    down: migration_20261125_162350_signal_fdr_live_births_farrington.down,
    name: '20261125_162350_signal_fdr_live_births_farrington',
  },
  {
    up: migration_20261127_000438_submission_warning_explanations_due_days.up,
    down: migration_20261127_000438_submission_warning_explanations_due_days.down,
    name: '20261127_000438_submission_warning_explanations_due_days',
  },
  {
    up: migration_20261127_000503_members_see_other_registries.up,
    down: migration_20261127_000503_members_see_other_registries.down,
    name: '20261127_000503_members_see_other_registries',
  },
  {
    up: migration_20261127_001020_audit_log_api_keys.up,
    down: migration_20261127_001020_audit_log_api_keys.down,
    name: '20261127_001020_audit_log_api_keys',
  },
  {
    up: migration_20261127_001331_background_jobs.up,
    down: migration_20261127_001331_background_jobs.down,
    name: '20261127_001331_background_jobs',
  },
  {
    up: migration_20261127_034942_expired_records_task.up,
    down: migration_20261127_034942_expired_records_task.down,
    name: '20261127_034942_expired_records_task',
  },
  {
    up: migration_20261127_035624_two_factor.up,
    down: migration_20261127_035624_two_factor.down,
    name: '20261127_035624_two_factor',
  },
  {
    up: migration_20261127_040316_case_definitions.up,
    down: migration_20261127_040316_case_definitions.down,
    name: '20261127_040316_case_definitions',
  },
  {
    up: migration_20261127_042157_case_records.up,
    down: migration_20261127_042157_case_records.down,
    name: '20261127_042157_case_records',
  },
  {
    up: migration_20261127_051847_demo_baseline_rates.up,
    down: migration_20261127_051847_demo_baseline_rates.down,
    name: '20261127_051847_demo_baseline_rates',
  },
  {
    up: migration_20261127_081720_case_definition_versions.up,
    down: migration_20261127_081720_case_definition_versions.down,
    name: '20261127_081720_case_definition_versions',
  },
  {
    up: migration_20261127_092047_births_by_maternal_age.up,
    down: migration_20261127_092047_births_by_maternal_age.down,
    name: '20261127_092047_births_by_maternal_age',
  },
  {
    up: migration_20261128_080211_wave4_releases_versions_accounts.up,
    down: migration_20261128_080211_wave4_releases_versions_accounts.down,
    name: '20261128_080211_wave4_releases_versions_accounts',
  },
  {
    up: migration_20261128_114912_wave4_indicators_exchange_signals_footer_releases.up,
    down: migration_20261128_114912_wave4_indicators_exchange_signals_footer_releases.down,
    name: '20261128_114912_wave4_indicators_exchange_signals_footer_releases',
  },
]
