import * as migration_20261121_080338_initial from './20261121_080338_initial';
import * as migration_20261121_081348_surveillance from './20261121_081348_surveillance';

export const migrations = [
  {
    up: migration_20261121_080338_initial.up,
    down: migration_20261121_080338_initial.down,
    name: '20261121_080338_initial',
  },
  {
    up: migration_20261121_081348_surveillance.up,
    down: migration_20261121_081348_surveillance.down,
    name: '20261121_081348_surveillance'
  },
];
