/**
 * Next's build folder: test builds (with test-only routes) never overwrite the production build
 * used by `npm start` (ADR 0007). Read by next.config.ts and by the server (scripts/server.ts).
 */
export function nextDistDir(isTestBuild: boolean): '.next-test' | '.next' {
  return isTestBuild ? '.next-test' : '.next'
}
