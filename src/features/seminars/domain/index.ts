export * from './quote-request'
export * from './views'
