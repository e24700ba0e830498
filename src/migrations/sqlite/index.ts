import * as migration_20261122_005038_initial from './20261122_005038_initial';
import * as migration_20261122_025728_members from './20261122_025728_members';
import * as migration_20261122_031659_page_access from './20261122_031659_page_access';
import * as migration_20261122_080356_venues from './20261122_080356_venues';
import * as migration_20261123_180332_opening_exception_dates from './20261123_180332_opening_exception_dates';
import * as migration_20261123_192617_hardening from './20261123_192617_hardening';
import * as migration_20261123_200548_loyalty from './20261123_200548_loyalty';
import * as migration_20261123_200549_loyalty_triggers from './20261123_200549_loyalty_triggers';
import * as migration_20261123_232120_bookings from './20261123_232120_bookings';
import * as migration_20261123_233036_forms from './20261123_233036_forms';
import * as migration_20261124_023655_loyalty_screens from './20261124_023655_loyalty_screens';
import * as migration_20261124_024921_rewards_sponsorship_offers from './20261124_024921_rewards_sponsorship_offers';
import * as migration_20261124_024922_reward_triggers from './20261124_024922_reward_triggers';
import * as migration_20261125_144039_payments from './20261125_144039_payments';
import * as migration_20261125_234413_security from './20261125_234413_security';
import * as migration_20261126_000358_member_area_blocks from './20261126_000358_member_area_blocks';
import * as migration_20261126_095402_staff_dates_paris_time from './20261126_095402_staff_dates_paris_time';
import * as migration_20261126_103000_reward_triggers_paris_year from './20261126_103000_reward_triggers_paris_year';
import * as migration_20261126_235027_hotel_programme from './20261126_235027_hotel_programme';
import * as migration_20261127_011055_hotel_login_door from './20261127_011055_hotel_login_door';
import * as migration_20261127_025811_hotel_collaborators_spouses from './20261127_025811_hotel_collaborators_spouses';
import * as migration_20261127_072126_object_storage_fields from './20261127_072126_object_storage_fields';
import * as migration_20261127_213041_integration_errors from './20261127_213041_integration_errors';
import * as migration_20261128_011224_consent_history from './20261128_011224_consent_history';
import * as migration_20261128_041737_data_exports from './20261128_041737_data_exports';
import * as migration_20261128_052853_wallet_registrations from './20261128_052853_wallet_registrations';
import * as migration_20261128_212643_account_closure from './20261128_212643_account_closure';
import * as migration_20261129_055802_tournament_waitlist from './20261129_055802_tournament_waitlist';
import * as migration_20261130_080932_retention_purge from './20261130_080932_retention_purge';

export const migrations = [
  {
    up: migration_20261122_005038_initial.up,
    down: migration_20261122_005038_initial.down,
    name: '20261122_005038_initial',
  },
  {
    up: migration_20261122_025728_members.up,
    down: migration_20261122_025728_members.down,
    name: '20261122_025728_members',
  },
  {
    up: migration_20261122_031659_page_access.up,
    down: migration_20261122_031659_page_access.down,
    name: '20261122_031659_page_access',
  },
  {
    up: migration_20261122_080356_venues.up,
    down: migration_20261122_080356_venues.down,
    name: '20261122_080356_venues',
  },
  {
    up: migration_20261123_180332_opening_exception_dates.up,
    down: migration_20261123_180332_opening_exception_dates.down,
    name: '20261123_180332_opening_exception_dates',
  },
  {
    up: migration_20261123_192617_hardening.up,
    down: migration_20261123_192617_hardening.down,
    name: '20261123_192617_hardening',
  },
  {
    up: migration_20261123_200548_loyalty.up,
    down: migration_20261123_200548_loyalty.down,
    name: '20261123_200548_loyalty',
  },
  {
    up: migration_20261123_200549_loyalty_triggers.up,
    down: migration_20261123_200549_loyalty_triggers.down,
    name: '20261123_200549_loyalty_triggers',
  },
  {
    up: migration_20261123_232120_bookings.up,
    down: migration_20261123_232120_bookings.down,
    name: '20261123_232120_bookings',
  },
  {
    up: migration_20261123_233036_forms.up,
    down: migration_20261123_233036_forms.down,
    name: '20261123_233036_forms',
  },
  {
    up: migration_20261124_023655_loyalty_screens.up,
    down: migration_20261124_023655_loyalty_screens.down,
    name: '20261124_023655_loyalty_screens',
  },
  {
    up: migration_20261124_024921_rewards_sponsorship_offers.up,
    down: migration_20261124_024921_rewards_sponsorship_offers.down,
    name: '20261124_024921_rewards_sponsorship_offers',
  },
  {
    up: migration_20261124_024922_reward_triggers.up,
    down: migration_20261124_024922_reward_triggers.down,
    name: '20261124_024922_reward_triggers',
  },
  {
    up: migration_20261125_144039_payments.up,
    down: migration_20261125_144039_payments.down,
    name: '20261125_144039_payments',
  },
  {
    up: migration_20261125_234413_security.up,
    down: migration_20261125_234413_security.down,
    name: '20261125_234413_security',
  },
  {
    up: migration_20261126_000358_member_area_blocks.up,
    down: migration_20261126_000358_member_area_blocks.down,
    name: '20261126_000358_member_area_blocks',
  },
  {
    up: migration_20261126_095402_staff_dates_paris_time.up,
    down: migration_20261126_095402_staff_dates_paris_time.down,
    name: '20261126_095402_staff_dates_paris_time',
  },
  {
    up: migration_20261126_103000_reward_triggers_paris_year.up,
    down: migration_20261126_103000_reward_triggers_paris_year.down,
    name: '20261126_103000_reward_triggers_paris_year',
  },
  {
    up: migration_20261126_235027_hotel_programme.up,
    down: migration_20261126_235027_hotel_programme.down,
    name: '20261126_235027_hotel_programme',
  },
  {
    up: migration_20261127_011055_hotel_login_door.up,
    down: migration_20261127_011055_hotel_login_door.down,
    name: '20261127_011055_hotel_login_door',
  },
  {
    up: migration_20261127_025811_hotel_collaborators_spouses.up,
    down: migration_20261127_025811_hotel_collaborators_spouses.down,
    name: '20261127_025811_hotel_collaborators_spouses',
  },
  {
    up: migration_20261127_072126_object_storage_fields.up,
    down: migration_20261127_072126_object_storage_fields.down,
    name: '20261127_072126_object_storage_fields',
  },
  {
    up: migration_20261127_213041_integration_errors.up,
    down: migration_20261127_213041_integration_errors.down,
    name: '20261127_213041_integration_errors',
  },
  {
    up: migration_20261128_011224_consent_history.up,
    down: migration_20261128_011224_consent_history.down,
    name: '20261128_011224_consent_history',
  },
  {
    up: migration_20261128_041737_data_exports.up,
    down: migration_20261128_041737_data_exports.down,
    name: '20261128_041737_data_exports',
  },
  {
    up: migration_20261128_052853_wallet_registrations.up,
    down: migration_20261128_052853_wallet_registrations.down,
    name: '20261128_052853_wallet_registrations',
  },
  {
    up: migration_20261128_212643_account_closure.up,
    down: migration_20261128_212643_account_closure.down,
    name: '20261128_212643_account_closure',
  },
  {
    up: migration_20261129_055802_tournament_waitlist.up,
    down: migration_20261129_055802_tournament_waitlist.down,
    name: '20261129_055802_tournament_waitlist',
  },
  {
    up: migration_20261130_080932_retention_purge.up,
    down: migration_20261130_080932_retention_purge.down,
    name: '20261130_080932_retention_purge'
  },
];
