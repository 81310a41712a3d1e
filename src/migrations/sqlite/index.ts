import * as migration_20261121_080338_initial from './20261121_080338_initial'
import * as migration_20261121_081348_surveillance from './20261121_081348_surveillance'
import * as migration_20261121_090946_institutional_pages from './20261121_090946_institutional_pages'

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
]
