import type { CasinoChoice } from '@/features/identity/server/member-rules'
import { getCasinoChoices, VenuesRepository } from '@/features/venues'
import { getPayloadClient } from '@/platform/payload'

const toChoices = (casinos: readonly { slug: string; name: string }[]): CasinoChoice[] =>
  casinos.map(({ slug, name }) => ({ value: slug, label: name }))

/**
 * The choices of a member's favourite casino shown by identity's forms: venues' published casinos
 * (the slug stored, the name shown), from the page cache like every venue read of a page.
 */
export async function listCasinoChoices(): Promise<CasinoChoice[]> {
  return toChoices(await getCasinoChoices())
}

/** The same choices read from the database, for the server's check of a sent value. */
export async function readCasinoChoices(): Promise<CasinoChoice[]> {
  return toChoices(await new VenuesRepository(await getPayloadClient()).listCasinoChoices())
}
