'use client'

import { createContext, useContext, type ReactNode } from 'react'

export type ErrorMessages = {
  serverErrorTitle: string
  serverErrorMessage: string
  serverErrorHelp: string
  /** What a failure in the member area leaves safe (points, bookings, payments). */
  memberAreaHelp: string
  /** What a failure on the payment result page leaves safe (the payment itself). */
  paymentHelp: string
  retry: string
}

const ErrorMessagesContext = createContext<ErrorMessages | null>(null)

/**
 * The error page is a client component; it gets its few translated strings from the layout
 * through this context instead of shipping a message-formatting library to every visitor.
 */
export function ErrorMessagesProvider({
  messages,
  children,
}: {
  messages: ErrorMessages
  children: ReactNode
}) {
  return <ErrorMessagesContext.Provider value={messages}>{children}</ErrorMessagesContext.Provider>
}

export function useErrorMessages(): ErrorMessages {
  const messages = useContext(ErrorMessagesContext)
  if (!messages) throw new Error('useErrorMessages must be used inside ErrorMessagesProvider')
  return messages
}
