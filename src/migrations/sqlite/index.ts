import * as migration_20261121_080338_initial from './20261121_080338_initial'
import * as migration_20261121_081348_surveillance from './20261121_081348_surveillance'
import * as migration_20261121_090946_institutional_pages from './20261121_090946_institutional_pages'
import * as migration_20261122_083405_registry_coordinates from './20261122_083405_registry_coordinates'
import * as migration_20261122_094948_surveillance_data from './20261122_094948_surveillance_data'
import * as migration_20261122_114409_office_language from './20261122_114409_office_language'
import * as migration_20261122_122822_contact_limits from './20261122_122822_contact_limits'
import * as migration_20261122_125038_object_storage_fields from './20261122_125038_object_storage_fields'
import * as migration_20261123_193754_monitoring_signals from './20261123_193754_monitoring_signals'
import * as migration_20261123_200935_ordering_and_publication_fields from './20261123_200935_ordering_and_publication_fields'
import * as migration_20261123_211016_hero_image_published_reports_saved_queries from './20261123_211016_hero_image_published_reports_saved_queries'
import * as migration_20261123_225025_content_model_fields from './20261123_225025_content_model_fields'
import * as migration_20261123_230254_suppression_threshold from './20261123_230254_suppression_threshold'
import * as migration_20261123_232048_localized_files from './20261123_232048_localized_files'
import * as migration_20261125_162316_signal_fdr_live_births_farrington from './20261125_162316_signal_fdr_live_births_farrington'

export const migrations = [
  {
    up: migration_20261121_080338_initial.up,
    down: migration_20261121_080338_initial.down,
    name: '20261121_080338_initial',
  },
  {
    up: migration_20261121_081348_surveillance.up,
    down: migration_20261121_081348_surveillance.down,
    name: '20261121_081348_surveillance',
  },
  {
    up: migration_20261121_090946_institutional_pages.up,
    down: migration_20261121_090946_institutional_pages.down,
    name: '20261121_090946_institutional_pages',
  },
  {
    up: migration_20261122_083405_registry_coordinates.up,
    down: migration_20261122_083405_registry_coordinates.down,
    name: '20261122_083405_registry_coordinates',
  },
  {
    up: migration_20261122_094948_surveillance_data.up,
    down: migration_20261122_094948_surveillance_data.down,
    name: '20261122_094948_surveillance_data',
  },
  {
    up: migration_20261122_114409_office_language.up,
    down: migration_20261122_114409_office_language.down,
    name: '20261122_114409_office_language',
  },
  {
    up: migration_20261122_122822_contact_limits.up,
    down: migration_20261122_122822_contact_limits.down,
    name: '20261122_122822_contact_limits',
  },
  {
    up: migration_20261122_125038_object_storage_fields.up,
    down: migration_20261122_125038_object_storage_fields.down,
    name: '20261122_125038_object_storage_fields',
  },
  {
    up: migration_20261123_193754_monitoring_signals.up,
    down: migration_20261123_193754_monitoring_signals.down,
    name: '20261123_193754_monitoring_signals',
  },
  {
    up: migration_20261123_200935_ordering_and_publication_fields.up,
    down: migration_20261123_200935_ordering_and_publication_fields.down,
    name: '20261123_200935_ordering_and_publication_fields',
  },
  {
    up: migration_20261123_211016_hero_image_published_reports_saved_queries.up,
    down: migration_20261123_211016_hero_image_published_reports_saved_queries.down,
    name: '20261123_211016_hero_image_published_reports_saved_queries',
  },
  {
    up: migration_20261123_225025_content_model_fields.up,
    down: migration_20261123_225025_content_model_fields.down,
    name: '20261123_225025_content_model_fields',
  },
  {
    up: migration_20261123_230254_suppression_threshold.up,
    down: migration_20261123_230254_suppression_threshold.down,
    name: '20261123_230254_suppression_threshold',
  },
  {
    up: migration_20261123_232048_localized_files.up,
    down: migration_20261123_232048_localized_files.down,
    name: '20261123_232048_localized_files',
  },
  {
    up: migration_20261125_162316_signal_fdr_live_births_farrington.up,
    down: migration_20261125_162316_signal_fdr_live_births_farrington.down,
    name: '20261125_162316_signal_fdr_live_births_farrington',
  },
]
