/** What other areas may use of the consent area: the banner, its head hint and the footer's settings button. */
export { ConsentHint, ConsentIsland } from './ui/consent-island'
export { ConsentSettingsButton } from './ui/consent-settings-button'
