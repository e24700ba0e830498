import { AsyncLocalStorage } from 'node:async_hooks'

import type { z } from 'zod'

/**
 * Server actions and the server (scripts/server.ts) share one fact per request: whether an action
 * accepted its arguments. Next answers 500 to every failure of a server action request, its own
 * (a body it cannot decode) and the action's; the server turns a failure before any action
 * accepted its arguments into a 400 (the request was malformed) and leaves the others alone (ADR
 * 0042). The store lives on globalThis: the server's bundle and Next's build each have their own
 * copy of this module.
 */
export type ActionScope = { accepted: boolean }

const STORE_KEY = Symbol.for('atout.server-action-scope')

function store(): AsyncLocalStorage<ActionScope> {
  const registry = globalThis as unknown as Record<symbol, AsyncLocalStorage<ActionScope>>
  registry[STORE_KEY] ??= new AsyncLocalStorage<ActionScope>()
  return registry[STORE_KEY]
}

/** Runs a server action request; afterwards `scope.accepted` tells whether an action accepted it. */
export function runInActionScope<T>(scope: ActionScope, run: () => T): T {
  return store().run(scope, run)
}

/** Arguments a server action refused: the request was forged or garbled, not sent by our form. */
export class InvalidActionArguments extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Invalid server action arguments')
    this.name = 'InvalidActionArguments'
  }
}

/**
 * The first line of every server action: the arguments as our forms send them, or a throw. The
 * arguments come from the client (bound values included), so the types of the action's signature
 * are a wish until this check.
 */
export function acceptActionArguments<Schema extends z.ZodType>(
  schema: Schema,
  args: readonly unknown[],
): z.infer<Schema> {
  const parsed = schema.safeParse(args)
  if (!parsed.success) throw new InvalidActionArguments(parsed.error.issues)
  const scope = store().getStore()
  if (scope) scope.accepted = true
  return parsed.data
}
