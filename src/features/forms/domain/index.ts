export * from './contact'
export * from './newsletter'
