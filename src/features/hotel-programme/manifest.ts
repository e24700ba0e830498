import type { AreaManifest } from '@/platform/cms/area-manifest'

import { hotelProgrammeBlocks } from './cms/blocks'
import { HotelCardRenewals } from './cms/hotel-card-renewals'
import { HotelMemberships } from './cms/hotel-memberships'
import { HotelProgrammeRulesGlobal } from './cms/hotel-programme-rules'
import { HotelSpouseLinks } from './cms/hotel-spouse-links'
import { HotelStays } from './cms/hotel-stays'
import { hotelProgrammeMails } from './server/mails'
import {
  evaluateHotelProgrammeTask,
  HOTEL_PROGRAMME_QUEUE,
  renewalDoneMailTask,
} from './server/tasks'

/** The hotel programme (ADR 0052): memberships, the stays ledger, card renewals, the rules. */
export const hotelProgrammeManifest: AreaManifest = {
  area: 'hotel-programme',
  collections: [HotelMemberships, HotelStays, HotelCardRenewals, HotelSpouseLinks],
  globals: [HotelProgrammeRulesGlobal],
  pageBlocks: hotelProgrammeBlocks,
  tasks: [evaluateHotelProgrammeTask, renewalDoneMailTask],
  taskLabels: {
    [evaluateHotelProgrammeTask.slug]: {
      fr: 'Évaluer le programme hôtels',
      en: 'Evaluate the hotel programme',
    },
    [renewalDoneMailTask.slug]: {
      fr: 'Mail « carte renouvelée »',
      en: '“Card renewed” mail',
    },
  },
  // Checks the schedule every minute; the evaluation itself runs nightly. The renewal mails run
  // on the mail queue.
  schedules: [{ cron: '0 * * * * *', queue: HOTEL_PROGRAMME_QUEUE, limit: 1 }],
  mails: hotelProgrammeMails,
}
