export {
  sandboxPageGet as GET,
  sandboxPagePost as POST,
} from '@/features/payments/server/sandbox-page'
