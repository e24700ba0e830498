export * from './welcome'
