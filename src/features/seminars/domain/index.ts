export * from './quote-request'
