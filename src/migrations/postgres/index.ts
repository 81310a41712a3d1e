import * as migration_20261121_080343_initial from './20261121_080343_initial';

export const migrations = [
  {
    up: migration_20261121_080343_initial.up,
    down: migration_20261121_080343_initial.down,
    name: '20261121_080343_initial'
  },
];
