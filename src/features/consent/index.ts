/** What other areas may use of the consent area: the banner and the footer's settings button. */
export { ConsentIsland } from './ui/consent-island'
export { ConsentSettingsButton } from './ui/consent-settings-button'
