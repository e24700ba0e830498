export * from './captcha'
export * from './contact'
export * from './newsletter'
export * from './rate-limits'
