/** Spec §9: the sponsor's welcome reward, 3,100 points (worth 5 €). */
export const SPONSOR_WELCOME_POINTS = 3_100

/** What a godson's activation grants: nothing without a sponsor or before the card. */
export type WelcomeGrant = { sponsorId: number; godsonId: number; points: number } | null

export function planWelcomeGrant(godson: {
  id: number
  state: string
  sponsorId: number | null
}): WelcomeGrant {
  if (godson.state !== 'Active' || godson.sponsorId === null || godson.sponsorId === godson.id) {
    return null
  }
  return { sponsorId: godson.sponsorId, godsonId: godson.id, points: SPONSOR_WELCOME_POINTS }
}

/** One key per godson: the sponsor is rewarded once for each, whatever replays the activation. */
export const welcomeKey = (godsonId: number) => `sponsorship:welcome:${godsonId}`
