import * as migration_20261122_005049_initial from './20261122_005049_initial';

export const migrations = [
  {
    up: migration_20261122_005049_initial.up,
    down: migration_20261122_005049_initial.down,
    name: '20261122_005049_initial'
  },
];
