import * as migration_20261122_005049_initial from './20261122_005049_initial';
import * as migration_20261122_025740_members from './20261122_025740_members';

export const migrations = [
  {
    up: migration_20261122_005049_initial.up,
    down: migration_20261122_005049_initial.down,
    name: '20261122_005049_initial',
  },
  {
    up: migration_20261122_025740_members.up,
    down: migration_20261122_025740_members.down,
    name: '20261122_025740_members'
  },
];
