import type { AreaManifest } from '@/platform/cms/area-manifest'
import type { PersonalDataPart } from '@/platform/privacy/personal-data'

import { privacyBlocks } from './cms/blocks'
import { dataExportsCollection } from './cms/data-exports'
import { ErasureRequests } from './cms/erasure-requests'
import { BUILD_DATA_EXPORT_TASK, grantedExport, PRIVACY_QUEUE } from './server/data-exports'
import { privacyMails } from './server/mails'
import {
  DELETE_EXPIRED_EXPORTS_TASK,
  privacyTasks,
  PURGE_KEPT_RECORDS_TASK,
  RUN_DUE_ERASURES_TASK,
} from './server/tasks'

/**
 * Members' self-service over their personal data (issue 26, ADR 0067): the copy of their data,
 * built from every area's `personalData` parts, which the composition root passes here.
 */
export function privacyManifest({
  personalData,
}: {
  personalData: readonly PersonalDataPart[]
}): AreaManifest {
  return {
    area: 'privacy',
    collections: [dataExportsCollection(grantedExport), ErasureRequests],
    pageBlocks: privacyBlocks,
    tasks: privacyTasks(personalData),
    taskLabels: {
      [BUILD_DATA_EXPORT_TASK]: {
        fr: 'Préparer une copie de données personnelles',
        en: 'Build a personal data export',
      },
      [DELETE_EXPIRED_EXPORTS_TASK]: {
        fr: 'Supprimer les copies de données expirées',
        en: 'Delete expired personal data exports',
      },
      [RUN_DUE_ERASURES_TASK]: {
        fr: 'Effacer les comptes fermés',
        en: 'Erase closed accounts',
      },
      [PURGE_KEPT_RECORDS_TASK]: {
        fr: 'Supprimer les archives légales des comptes fermés arrivées à échéance',
        en: 'Delete the legal records of closed accounts whose retention is over',
      },
    },
    schedules: [{ cron: '*/10 * * * * *', queue: PRIVACY_QUEUE, limit: 5 }],
    mails: privacyMails,
  }
}
