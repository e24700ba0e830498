import * as migration_20261122_005038_initial from './20261122_005038_initial';

export const migrations = [
  {
    up: migration_20261122_005038_initial.up,
    down: migration_20261122_005038_initial.down,
    name: '20261122_005038_initial'
  },
];
