export * from './consent'
export * from './consent-history'
