/** What a casino system's key may do on /api/integration/v1. */
export const INTEGRATION_SCOPES = ['play-events', 'cards', 'jackpots', 'stays-write'] as const
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number]

/**
 * Keys look like `atk_<prefix>_<secret>`: the prefix (8 characters) finds the client and is shown
 * in the admin; the secret is 43 base64url characters (256 bits). Anything else is not a key.
 */
const keyPattern = /^atk_([a-z2-7]{8})_([A-Za-z0-9_-]{43})$/

export function parseApiKey(value: string): { prefix: string } | null {
  const match = keyPattern.exec(value)
  return match ? { prefix: match[1]! } : null
}

/** `Authorization: Bearer atk_…` → the key, or null. */
export function readBearerKey(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match ? match[1]! : null
}
