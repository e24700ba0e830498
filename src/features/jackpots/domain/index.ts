export * from './views'
