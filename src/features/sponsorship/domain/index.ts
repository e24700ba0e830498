export * from './invitations'
export * from './welcome'
