import type { Where } from 'payload'

import type { AreaManifest } from '@/platform/cms/area-manifest'
import {
  byMember,
  collectionPart,
  idsOf,
  oneOf,
  type DataSubject,
} from '@/platform/privacy/personal-data'

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
  personalData: [
    collectionPart({
      name: 'hotel-membership',
      collection: 'hotel-memberships',
      where: byMember(),
      // Erased after its stays, renewals and spouse card (parts go in reverse order).
      erase: 'delete',
    }),
    collectionPart({
      name: 'hotel-stays',
      collection: 'hotel-stays',
      where: async (subject, payload) => oneOf('membership', await membershipIds(subject, payload)),
      leaveOut: ['entryKey', 'recordedBy'],
      erase: 'delete',
    }),
    collectionPart({
      name: 'hotel-card-renewals',
      collection: 'hotel-card-renewals',
      where: async (subject, payload) => oneOf('membership', await membershipIds(subject, payload)),
      leaveOut: ['doneBy', 'pendingKey'],
      erase: 'delete',
    }),
    // The spouse card, from either side (never the invitation's token hash or the unique keys).
    collectionPart({
      name: 'hotel-spouse-cards',
      collection: 'hotel-spouse-links',
      where: ({ memberId }): Where => ({
        or: [{ holder: { equals: memberId } }, { spouse: { equals: memberId } }],
      }),
      leaveOut: ['tokenHash', 'holderKey', 'spouseKey'],
      erase: 'delete',
    }),
  ],
}

function membershipIds({ memberId }: DataSubject, payload: Parameters<typeof idsOf>[0]) {
  return idsOf(payload, 'hotel-memberships', { member: { equals: memberId } })
}
