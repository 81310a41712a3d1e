import * as migration_20261121_080343_initial from './20261121_080343_initial'
import * as migration_20261121_081358_surveillance from './20261121_081358_surveillance'
import * as migration_20261121_090953_institutional_pages from './20261121_090953_institutional_pages'

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
]
