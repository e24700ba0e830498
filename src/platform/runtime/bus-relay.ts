import {
  BUS,
  BUS_TIMEOUT_MS,
  isBusMessage,
  type BusMessage,
  type DoneMessage,
} from './process-bus.mjs'

/** A web process as the primary sees it (node:cluster's Worker has these). */
export type BusPort = { readonly id: number; send(message: BusMessage): unknown }

type Round = {
  origin: BusPort
  originId: number
  topic: string
  waiting: Set<number>
  values: unknown[]
  timer: ReturnType<typeof setTimeout>
}

/** Turns the answers of every process to one topic into the one answer the caller gets. */
export type Aggregator = (values: unknown[]) => unknown

/**
 * The primary's side of the process bus (ADR 0056). A `broadcast` goes to every other web
 * process; a `gather` to all of them, the sender included. Each round ends when every addressed
 * process has replied, has died, or after the timeout, and the sender then gets the values
 * (through the topic's aggregator when there is one).
 */
export function createBusRelay({
  workers,
  aggregate = {},
  timeoutMs = BUS_TIMEOUT_MS,
}: {
  workers: () => readonly BusPort[]
  aggregate?: Record<string, Aggregator>
  timeoutMs?: number
}) {
  const rounds = new Map<number, Round>()
  let next = 1

  function safeSend(port: BusPort, message: BusMessage) {
    try {
      port.send(message)
    } catch {
      // The process is going away: its exit ends the rounds that wait for it.
    }
  }

  async function finish(id: number) {
    const round = rounds.get(id)
    if (!round) return
    rounds.delete(id)
    clearTimeout(round.timer)
    let values = round.values
    const aggregator = aggregate[round.topic]
    if (aggregator) {
      try {
        values = [await aggregator(values)]
      } catch {
        values = []
      }
    }
    const done: DoneMessage = { bus: BUS, kind: 'done', id: round.originId, values }
    safeSend(round.origin, done)
  }

  function start(origin: BusPort, message: BusMessage & { kind: 'broadcast' | 'gather' }) {
    const id = next++
    const targets = workers().filter(
      (worker) => message.kind === 'gather' || worker.id !== origin.id,
    )
    const round: Round = {
      origin,
      originId: message.id,
      topic: message.topic,
      waiting: new Set(targets.map((worker) => worker.id)),
      values: [],
      timer: setTimeout(() => void finish(id), timeoutMs),
    }
    round.timer.unref?.()
    rounds.set(id, round)
    if (round.waiting.size === 0) return void finish(id)
    for (const target of targets) {
      safeSend(target, { bus: BUS, kind: 'deliver', id, topic: message.topic, data: message.data })
    }
  }

  function settle(from: BusPort, id: number) {
    const round = rounds.get(id)
    if (!round) return null
    round.waiting.delete(from.id)
    if (round.waiting.size === 0) void finish(id)
    return round
  }

  return {
    /** A message from a web process (anything that is not the bus's is ignored). */
    receive(from: BusPort, message: unknown) {
      if (!isBusMessage(message)) return
      if (message.kind === 'broadcast' || message.kind === 'gather') return start(from, message)
      if (message.kind === 'reply') {
        const round = rounds.get(message.id)
        if (round && round.waiting.has(from.id) && message.error === undefined) {
          round.values.push(message.value)
        }
        settle(from, message.id)
      }
    },
    /** A process died: no round waits for it any more. */
    forget(port: BusPort) {
      for (const [id, round] of rounds) {
        if (round.waiting.delete(port.id) && round.waiting.size === 0) void finish(id)
      }
    },
  }
}
