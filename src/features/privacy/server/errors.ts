/** The privacy area's refusals, answered by its routes with the translated message. */
export type PrivacyErrorCode = 'exportTooSoon' | 'wrongPassword' | 'erasureInProgress'

export class PrivacyError extends Error {
  constructor(
    readonly code: PrivacyErrorCode,
    /** For 'exportTooSoon': when a new export may be asked for (null while one is prepared). */
    readonly from: number | null = null,
  ) {
    super(code)
    this.name = 'PrivacyError'
  }
}
