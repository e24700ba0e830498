import { execFileSync, spawn } from 'node:child_process'

export type LoadFigures = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

/** True when Debian's wrk is on the PATH (apt-get install wrk). */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version prints its version and exits 1; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
}

/** '2.32ms' → 2.32, '812.00us' → 0.812, '1.20s' → 1200. */
export function parseWrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`unexpected wrk duration '${text}'`)
  const value = Number(match[1])
  const unit = match[2]
  if (unit === 'us') return value / 1000
  if (unit === 'ms') return value
  if (unit === 's') return value * 1000
  return value * 60_000
}

/** Reads the figures out of `wrk --latency` output. */
export function parseWrkOutput(output: string): LoadFigures {
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+(\\S+)`, 'm').exec(output)
    if (!match?.[1]) throw new Error(`no ${percent}% line in wrk output:\n${output}`)
    return parseWrkDuration(match[1])
  }
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)
  if (!rate?.[1]) throw new Error(`no Requests/sec in wrk output:\n${output}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    non2xx,
    errors,
  }
}

/** One wrk thread: it drives 20 connections easily and leaves the second core to the server. */
export function runWrk(options: {
  url: string
  headers: Record<string, string>
  connections: number
  durationSeconds: number
}): Promise<LoadFigures> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.durationSeconds}s`, '--latency']
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`)
  args.push(options.url)
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`))
      try {
        resolve(parseWrkOutput(output))
      } catch (error) {
        reject(error)
      }
    })
  })
}
