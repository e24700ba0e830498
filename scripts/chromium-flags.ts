/**
 * The flags Debian's Chromium runs with here, for the browser tests (playwright.config.ts) and
 * Lighthouse (bench/lighthouse.ts) alike: one list, so the journeys and the measures see the same
 * browser.
 */
export const CHROMIUM_FLAGS = [
  // Root in a container has no user namespace sandbox to use.
  '--no-sandbox',
  '--disable-gpu',
  // /dev/shm is small in containers; Chrome falls back to /tmp instead of crashing.
  '--disable-dev-shm-usage',
  // Background traffic and updates would show up in the network records of the page.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const
