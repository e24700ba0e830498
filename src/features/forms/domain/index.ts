export * from './captcha'
export * from './rate-limits'
