import type { Block } from 'payload'

/** "My data": the member asks for a copy of their personal data and downloads it. */
export const DataExportBlock: Block = {
  slug: 'dataExport',
  interfaceName: 'DataExportBlock',
  labels: {
    singular: { fr: 'Copie de mes données', en: 'Copy of my data' },
    plural: { fr: 'Copies de mes données', en: 'Copies of my data' },
  },
  admin: { group: { fr: 'Espace membre', en: 'Member area' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { fr: 'Titre', en: 'Heading' } },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
  ],
}

/** "Close my account": the consequences, the password, the 14 days to change one's mind. */
export const AccountClosureBlock: Block = {
  slug: 'accountClosure',
  interfaceName: 'AccountClosureBlock',
  labels: {
    singular: { fr: 'Fermeture du compte', en: 'Account closure' },
    plural: { fr: 'Fermetures du compte', en: 'Account closures' },
  },
  admin: { group: { fr: 'Espace membre', en: 'Member area' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { fr: 'Titre', en: 'Heading' } },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
  ],
}

export const privacyBlocks: Block[] = [DataExportBlock, AccountClosureBlock]
