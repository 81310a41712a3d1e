import * as migration_20261121_080338_initial from './20261121_080338_initial';

export const migrations = [
  {
    up: migration_20261121_080338_initial.up,
    down: migration_20261121_080338_initial.down,
    name: '20261121_080338_initial'
  },
];
