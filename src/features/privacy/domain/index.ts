export * from './data-export'
