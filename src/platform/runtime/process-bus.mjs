// @ts-check
// Plain JavaScript: the page cache handler (loaded by Next at run time, uncompiled) uses it too.
/**
 * The web processes' bus (ADR 0056): with WEB_CONCURRENCY > 1, `npm start` runs one primary and
 * N web processes sharing the port (node:cluster). What one process changes in its own memory and
 * the others must know at once goes through here: an expired cache tag, an ended session. The
 * primary (scripts/web-primary.ts) relays a message to every other web process and answers when
 * each has applied it, so the request that made the change answers after every process knows.
 *
 * Outside the cluster (one process, tests, scripts) every call is a no-op that resolves at once.
 * Handlers live on globalThis: the server bundle and Next's bundles load their own copy of this
 * module, and one process must answer each message once.
 */

/** Messages between a web process and the primary. */
export const BUS = 'atout.bus'

/**
 * @typedef {{ bus: typeof BUS, kind: 'broadcast', id: number, topic: string, data: unknown }} BroadcastMessage
 * @typedef {{ bus: typeof BUS, kind: 'gather', id: number, topic: string, data: unknown }} GatherMessage
 * @typedef {{ bus: typeof BUS, kind: 'deliver', id: number, topic: string, data: unknown }} DeliverMessage
 * @typedef {{ bus: typeof BUS, kind: 'reply', id: number, value?: unknown, error?: string }} ReplyMessage
 * @typedef {{ bus: typeof BUS, kind: 'done', id: number, values: unknown[] }} DoneMessage
 * @typedef {BroadcastMessage | GatherMessage | DeliverMessage | ReplyMessage | DoneMessage} BusMessage
 * @typedef {(data: unknown) => unknown} Handler
 * @typedef {{ handlers: Map<string, Handler>, pending: Map<number, (values: unknown[]) => void>, next: number, listening: boolean }} BusState
 */

/** How long a caller waits for the other processes (one stuck process must not hang a request). */
export const BUS_TIMEOUT_MS = 2_000

const STATE = Symbol.for('atout.processBus')

/** @returns {BusState} */
function state() {
  const holder = /** @type {{ [STATE]?: BusState }} */ (/** @type {unknown} */ (globalThis))
  return (holder[STATE] ??= { handlers: new Map(), pending: new Map(), next: 1, listening: false })
}

/** Whether this process is one of several web processes under a primary. */
export function inWebCluster() {
  return typeof process.send === 'function' && process.env.ATOUT_WEB_PROCESS !== undefined
}

/**
 * @param {unknown} message
 * @returns {message is BusMessage}
 */
export function isBusMessage(message) {
  return (
    typeof message === 'object' &&
    message !== null &&
    /** @type {{ bus?: unknown }} */ (message).bus === BUS
  )
}

/** @param {BusMessage} message */
function send(message) {
  try {
    process.send?.(message)
  } catch {
    // The primary is gone (the process is being stopped): nobody to tell.
  }
}

/** @param {DeliverMessage} message */
async function deliver(message) {
  const handler = state().handlers.get(message.topic)
  try {
    const value = handler ? await handler(message.data) : undefined
    send({ bus: BUS, kind: 'reply', id: message.id, value })
  } catch (error) {
    send({ bus: BUS, kind: 'reply', id: message.id, error: String(error) })
  }
}

function listen() {
  const bus = state()
  if (bus.listening || !inWebCluster()) return
  bus.listening = true
  process.on('message', (message) => {
    if (!isBusMessage(message)) return
    if (message.kind === 'deliver') void deliver(message)
    if (message.kind === 'done') {
      const resolve = bus.pending.get(message.id)
      bus.pending.delete(message.id)
      resolve?.(message.values)
    }
  })
}

/**
 * What this process does when another one sends `topic` (one handler per topic per process; the
 * last registered wins, so two copies of a module register the same behaviour once).
 * @param {string} topic
 * @param {Handler} handler
 */
export function onBusMessage(topic, handler) {
  state().handlers.set(topic, handler)
  listen()
}

/**
 * @param {'broadcast' | 'gather'} kind
 * @param {string} topic
 * @param {unknown} data
 * @returns {Promise<unknown[]>}
 */
function ask(kind, topic, data) {
  if (!inWebCluster()) return Promise.resolve([])
  listen()
  const bus = state()
  const id = bus.next++
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      bus.pending.delete(id)
      resolve([])
    }, BUS_TIMEOUT_MS + 500)
    timer.unref?.()
    bus.pending.set(id, (values) => {
      clearTimeout(timer)
      resolve(values)
    })
    send({ bus: BUS, kind, id, topic, data })
  })
}

/**
 * Tells every other web process, and resolves once each has applied it (or after BUS_TIMEOUT_MS
 * for one that does not answer). Resolves at once outside the cluster.
 * @param {string} topic
 * @param {unknown} data
 * @returns {Promise<void>}
 */
export async function broadcast(topic, data) {
  await ask('broadcast', topic, data)
}

/**
 * Asks every web process, this one included, and returns their answers (the processes that
 * answered in time). Outside the cluster: null, and the caller answers for itself.
 * @param {string} topic
 * @param {unknown} data
 * @returns {Promise<unknown[] | null>}
 */
export async function gather(topic, data) {
  if (!inWebCluster()) return null
  return ask('gather', topic, data)
}
