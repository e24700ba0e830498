/** The footer's "cookie settings" button asks the banner to open again (one page, one banner). */
export const OPEN_CONSENT_EVENT = 'atout:open-consent'
