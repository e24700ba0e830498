import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { RoomBookings, TableBookings } from '@/features/bookings/cms/bookings'
import { RoomNightCounters, TableSlotCounters } from '@/features/bookings/cms/counters'
import { RoomBookingSettings, TableBookingSettings } from '@/features/bookings/cms/settings'
import { Banners, Footers, Headers, SiteSettings } from '@/features/content/cms/chrome'
import { Media } from '@/features/content/cms/media'
import { ContactRequests } from '@/features/forms/cms/contact-requests'
import { NewsletterSettings, NewsletterSubscriptions } from '@/features/forms/cms/newsletter'
import { pagesCollection } from '@/features/content/cms/pages'
import { Redirects } from '@/features/content/cms/redirects'
import { richTextEditor } from '@/features/content/cms/rich-text-editor'
import { Members } from '@/features/identity/cms/members'
import { findMemberPageClearance } from '@/features/identity/cms/page-clearance'
import {
  AuthAttempts,
  CardHolders,
  MemberSessions,
  MemberTokens,
} from '@/features/identity/cms/sessions'
import { Jackpots } from '@/features/jackpots/cms/jackpots'
import { IntegrationClients } from '@/features/integration/cms/integration-clients'
import { LoyaltyAccounts, LoyaltyPeriodPoints } from '@/features/loyalty/cms/loyalty-accounts'
import { LoyaltyAdjustments } from '@/features/loyalty/cms/loyalty-adjustments'
import { LoyaltyEntries } from '@/features/loyalty/cms/loyalty-entries'
import { LoyaltyRulesGlobal } from '@/features/loyalty/cms/loyalty-rules'
import { evaluateLoyaltyTask, LOYALTY_QUEUE } from '@/features/loyalty/server/evaluate-task'
import {
  CasinoCredits,
  MachinePaymentSettings,
  MachineSpendCounters,
  PaymentCaps,
  PaymentEvents,
  Payments,
  TournamentRegistrations,
} from '@/features/payments/cms'
import { PAYMENTS_QUEUE, sendCasinoCreditTask } from '@/features/payments/server/casino-credits'
import { expirePaymentsTask } from '@/features/payments/server/expiry'
import { Rewards, RewardVouchers } from '@/features/rewards/cms'
import { SponsorshipInvitations } from '@/features/sponsorship/cms/sponsorship-invitations'
import { MemberOffers } from '@/features/offers/cms/member-offers'
import { QuoteRequests } from '@/features/seminars/cms/quote-requests'
import { SeminarOffers } from '@/features/seminars/cms/seminars'
import { Shows } from '@/features/shows/cms/shows'
import { Users } from '@/features/staff/cms/users'
import { TournamentSeatCounters } from '@/features/tournaments/cms/seat-counters'
import { Tournaments } from '@/features/tournaments/cms/tournaments'
import { Casinos } from '@/features/venues/cms/casinos'
import { Documents } from '@/features/venues/cms/documents'
import { GameTables } from '@/features/venues/cms/game-tables'
import { HotelOffers, Hotels, Rooms } from '@/features/venues/cms/hotels'
import { Restaurants } from '@/features/venues/cms/restaurants'

import { answerDataErrors, guardAllCollections } from './cms/collection-guards'
import {
  enterStaffDatesInParisTime,
  showStaffDatesInParisTime,
  STAFF_TIME_ZONES,
} from './cms/staff-dates'
import { getEnv } from './config/env'
import { createDatabaseAdapter } from './db/adapter'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { deliverMailTask } from './mail/deliver-mail-task'
import { MAIL_QUEUE } from './mail/mailer'
import { Outbox } from './mail/outbox-collection'
import { outboxEmailAdapter } from './mail/payload-email-adapter'
import { restrictPayloadInternals } from './security/payload-internals'
import { adminOnly, isAdmin } from './security/staff-access'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const srcDir = path.resolve(dirname, '..')
const env = getEnv()

// Malformed REST and GraphQL queries are refused before the database, in every collection (ADR 0042).
export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  routes: { api: '/api/cms', admin: '/admin' },
  admin: {
    user: Users.slug,
    // Gravatar would send a hash of each staff e-mail to a third party (and fails offline).
    avatar: 'default',
    // date-fns' localized pattern ('25 nov. 2026, 18:54' / 'Nov 25, 2026, 6:54 PM') where Payload
    // formats a date itself (document sidebar); list columns use the Paris cell (staff-dates.ts).
    dateFormat: 'PPp',
    timezones: STAFF_TIME_ZONES,
    meta: { titleSuffix: ' · Atout' },
    importMap: {
      baseDir: srcDir,
      importMapFile: path.join(srcDir, 'app/(payload)/admin/importMap.js'),
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  collections: enterStaffDatesInParisTime([
    // Members read the pages for members through /api/cms too, by identity's rules (ADR 0041).
    pagesCollection({ clearance: findMemberPageClearance }),
    Media,
    Redirects,
    Casinos,
    Shows,
    Restaurants,
    Hotels,
    Rooms,
    HotelOffers,
    Tournaments,
    GameTables,
    SeminarOffers,
    QuoteRequests,
    ContactRequests,
    NewsletterSubscriptions,
    Jackpots,
    TableBookingSettings,
    RoomBookingSettings,
    TableBookings,
    RoomBookings,
    TableSlotCounters,
    RoomNightCounters,
    Documents,
    Headers,
    Footers,
    Banners,
    Members,
    MemberSessions,
    MemberTokens,
    AuthAttempts,
    CardHolders,
    LoyaltyEntries,
    LoyaltyAdjustments,
    LoyaltyAccounts,
    LoyaltyPeriodPoints,
    IntegrationClients,
    Rewards,
    RewardVouchers,
    SponsorshipInvitations,
    MemberOffers,
    Payments,
    PaymentEvents,
    TournamentRegistrations,
    TournamentSeatCounters,
    MachineSpendCounters,
    PaymentCaps,
    CasinoCredits,
    Outbox,
    Users,
  ]),
  hooks: { afterError: [answerDataErrors] },
  // A refused query is the caller's mistake, not the site's: no error log with a stack for it.
  loggingLevels: { QueryError: 'info' },
  globals: [SiteSettings, LoyaltyRulesGlobal, NewsletterSettings, MachinePaymentSettings],
  jobs: {
    tasks: [deliverMailTask, evaluateLoyaltyTask, sendCasinoCreditTask, expirePaymentsTask],
    // In the web server (JOBS_AUTORUN, started by src/instrumentation.ts) or in a separate worker.
    autoRun: env.JOBS_AUTORUN
      ? [
          { cron: '*/10 * * * * *', queue: MAIL_QUEUE, limit: 20, silent: { info: true } },
          // Checks the loyalty schedule every minute; the evaluation itself runs nightly.
          { cron: '0 * * * * *', queue: LOYALTY_QUEUE, limit: 1, silent: { info: true } },
          // Machine credits to the casino systems (retries) and expired seat holds, every 10 s.
          { cron: '*/10 * * * * *', queue: PAYMENTS_QUEUE, limit: 20, silent: { info: true } },
        ]
      : [],
    deleteJobOnComplete: true,
    access: {
      queue: ({ req }) => isAdmin(req),
      run: ({ req }) => isAdmin(req),
      cancel: ({ req }) => isAdmin(req),
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      labels: {
        singular: { fr: 'Tâche de fond', en: 'Background job' },
        plural: { fr: 'Tâches de fond', en: 'Background jobs' },
      },
      admin: {
        ...defaultJobsCollection.admin,
        hidden: false,
        group: { fr: 'Équipe', en: 'Staff' },
      },
      access: {
        ...defaultJobsCollection.access,
        read: adminOnly,
        update: adminOnly,
        delete: adminOnly,
      },
    }),
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { fr, en }, fallbackLanguage: 'fr' },
  editor: richTextEditor,
  email: outboxEmailAdapter,
  db: createDatabaseAdapter(env),
  sharp,
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  telemetry: false,
  typescript: { outputFile: path.join(srcDir, 'payload-types.ts') },
}).then((config) =>
  showStaffDatesInParisTime(guardAllCollections(restrictPayloadInternals(config))),
)
