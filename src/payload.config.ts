import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { bookingsManifest } from '@/features/bookings/manifest'
import {
  consentManifest,
  consentMemberExtension,
  recordListConsents,
} from '@/features/consent/manifest'
import { contentManifest, richTextEditor } from '@/features/content/manifest'
import { formsManifest, formsMemberExtension } from '@/features/forms/manifest'
import { hotelProgrammeManifest } from '@/features/hotel-programme/manifest'
import { findMemberPageClearance, identityManifest } from '@/features/identity/manifest'
import { integrationManifest } from '@/features/integration/manifest'
import { jackpotsManifest } from '@/features/jackpots/manifest'
import { loyaltyManifest, loyaltyMemberExtension } from '@/features/loyalty/manifest'
import { offersManifest } from '@/features/offers/manifest'
import { paymentsManifest } from '@/features/payments/manifest'
import { privacyManifest } from '@/features/privacy/manifest'
import { rewardsManifest } from '@/features/rewards/manifest'
import { seminarsManifest } from '@/features/seminars/manifest'
import { showsManifest } from '@/features/shows/manifest'
import { sponsorshipManifest } from '@/features/sponsorship/manifest'
import { STAFF_USERS_SLUG, staffManifest } from '@/features/staff/manifest'
import { tournamentsManifest } from '@/features/tournaments/manifest'
import { venuesManifest, venuesMemberExtension } from '@/features/venues/manifest'
import type { AreaManifest } from '@/platform/cms/area-manifest'
import { answerDataErrors, guardAllCollections } from '@/platform/cms/collection-guards'
import {
  enterStaffDatesInParisTime,
  showStaffDatesInParisTime,
  STAFF_TIME_ZONES,
} from '@/platform/cms/staff-dates'
import { getEnv } from '@/platform/config/env'
import { createDatabaseAdapter } from '@/platform/db/adapter'
import { defaultLocale, localeLabels, locales } from '@/platform/i18n/locales'
import { MAIL_SAMPLES_KEY, mailPreviewEndpoint } from '@/platform/mail/compose/previews'
import { outboxEmailAdapter } from '@/platform/mail/payload-email-adapter'
import { oncePerPeriod } from '@/platform/jobs/once-per-period'
import { withTaskLabels } from '@/platform/jobs/task-labels'
import { getPayloadLogger } from '@/platform/logger'
import { platformManifest } from '@/platform/manifest'
import { restrictPayloadInternals } from '@/platform/security/payload-internals'
import { objectStoragePlugin } from '@/platform/storage/object-storage'
import { adminOnly, isAdmin } from '@/platform/security/staff-access'

const srcDir = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

/**
 * The composition root (ADR 0050): every area's manifest, in the order the admin lists their
 * collections and the page builder their blocks. This file is the only one that knows them all;
 * no lower layer imports an area.
 */
const areas: AreaManifest[] = [
  venuesManifest,
  showsManifest,
  tournamentsManifest,
  seminarsManifest,
  // The consent history follows the newsletter's lists of each address.
  formsManifest({ afterListsChange: [recordListConsents] }),
  jackpotsManifest,
  bookingsManifest,
  // Other areas' parts of the member's record: the newsletter's lists, the points panel, the
  // favourite casino's choices, the consent history.
  identityManifest({
    memberExtensions: [
      formsMemberExtension,
      loyaltyMemberExtension,
      venuesMemberExtension,
      consentMemberExtension,
    ],
  }),
  consentManifest,
  loyaltyManifest,
  hotelProgrammeManifest,
  integrationManifest,
  rewardsManifest,
  sponsorshipManifest,
  offersManifest,
  paymentsManifest,
]
// The copy of a member's data is every area's part of it and the platform's (the mails). The
// erasure runs the parts backwards (ADR 0069): identity's record, listed first, goes last.
const privacy = privacyManifest({
  personalData: [
    ...areas.filter((area) => area.area === 'identity'),
    ...areas.filter((area) => area.area !== 'identity'),
    platformManifest,
  ].flatMap((area) => area.personalData ?? []),
})
const manifests: AreaManifest[] = [
  // Pages hold content's blocks, then every area's; members read members' pages by identity's rule.
  contentManifest({
    otherBlocks: [...areas, privacy].flatMap((area) => area.pageBlocks ?? []),
    clearance: findMemberPageClearance,
  }),
  ...areas,
  privacy,
  platformManifest,
  staffManifest,
]

// Malformed REST and GraphQL queries are refused before the database, in every collection (ADR 0042).
export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  routes: { api: '/api/cms', admin: '/admin' },
  admin: {
    user: STAFF_USERS_SLUG,
    // Gravatar would send a hash of each staff e-mail to a third party (and fails offline).
    avatar: 'default',
    // date-fns' localized pattern ('25 nov. 2026, 18:54' / 'Nov 25, 2026, 6:54 PM') where Payload
    // formats a date itself (document sidebar); list columns use the Paris cell (staff-dates.ts).
    dateFormat: 'PPp',
    timezones: STAFF_TIME_ZONES,
    meta: { titleSuffix: ' · Atout' },
    // The admin's home: each area's panels of the day (bookings, requests, credits, mails), shown
    // to the roles that may read them.
    components: {
      beforeDashboard: manifests.flatMap((manifest) => manifest.dashboardPanels ?? []),
    },
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
  collections: enterStaffDatesInParisTime(
    manifests.flatMap((manifest) => manifest.collections ?? []),
  ),
  hooks: { afterError: [answerDataErrors] },
  // Every mail the areas send, with sample data: staff preview them above the outbox.
  custom: { [MAIL_SAMPLES_KEY]: manifests.flatMap((manifest) => manifest.mails ?? []) },
  endpoints: [mailPreviewEndpoint],
  // A refused query is the caller's mistake, not the site's: no error log with a stack for it.
  loggingLevels: { QueryError: 'info' },
  // One JSON logger for Payload's lines and ours; a caller's mistake Payload reports is info, not
  // an error with its stack, whatever the build did to class names (src/platform/logger).
  logger: getPayloadLogger(),
  globals: manifests.flatMap((manifest) => manifest.globals ?? []),
  jobs: {
    // Each schedule claims its period first: one run per period, whatever the workers (ADR 0053).
    tasks: manifests.flatMap((manifest) => manifest.tasks ?? []).map(oncePerPeriod),
    // In the web server (JOBS_AUTORUN, started by src/instrumentation.ts) or in a separate worker.
    autoRun: env.JOBS_AUTORUN
      ? manifests
          .flatMap((manifest) => manifest.schedules ?? [])
          .map((schedule) => ({ ...schedule, silent: { info: true } }))
      : [],
    deleteJobOnComplete: true,
    access: {
      queue: ({ req }) => isAdmin(req),
      run: ({ req }) => isAdmin(req),
      cancel: ({ req }) => isAdmin(req),
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      fields: withTaskLabels(
        defaultJobsCollection.fields,
        Object.assign({}, ...manifests.map((manifest) => manifest.taskLabels ?? {})),
      ),
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
  // Uploads in DATA_DIR, or in the object store when S3_* are set (ADR 0055).
  plugins: [objectStoragePlugin(env.objectStorage)],
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  telemetry: false,
  typescript: { outputFile: path.join(srcDir, 'payload-types.ts') },
}).then((config) =>
  showStaffDatesInParisTime(guardAllCollections(restrictPayloadInternals(config))),
)
