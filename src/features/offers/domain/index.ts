export * from './targeting'
