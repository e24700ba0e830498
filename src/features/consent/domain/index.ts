export * from './consent'
