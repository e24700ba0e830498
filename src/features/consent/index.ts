/** What other areas may use of the consent area: the banner and the footer's settings button. */
export { ConsentHint, ConsentIsland } from './ui/consent-island'
export { ConsentSettingsButton } from './ui/consent-settings-button'
export { CONSENT_HINT_SCRIPT } from './ui/consent-hint'
