import * as migration_20261122_005049_initial from './20261122_005049_initial';
import * as migration_20261122_025740_members from './20261122_025740_members';
import * as migration_20261122_031709_page_access from './20261122_031709_page_access';
import * as migration_20261122_084342_venues from './20261122_084342_venues';
import * as migration_20261123_175534_hotel_list_block from './20261123_175534_hotel_list_block';

export const migrations = [
  {
    up: migration_20261122_005049_initial.up,
    down: migration_20261122_005049_initial.down,
    name: '20261122_005049_initial',
  },
  {
    up: migration_20261122_025740_members.up,
    down: migration_20261122_025740_members.down,
    name: '20261122_025740_members',
  },
  {
    up: migration_20261122_031709_page_access.up,
    down: migration_20261122_031709_page_access.down,
    name: '20261122_031709_page_access',
  },
  {
    up: migration_20261122_084342_venues.up,
    down: migration_20261122_084342_venues.down,
    name: '20261122_084342_venues',
  },
  {
    up: migration_20261123_175534_hotel_list_block.up,
    down: migration_20261123_175534_hotel_list_block.down,
    name: '20261123_175534_hotel_list_block'
  },
];
