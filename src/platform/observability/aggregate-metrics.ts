import {
  AggregatorRegistry,
  Gauge,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client'

type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[]

function isWorkerMetrics(value: unknown): value is WorkerMetrics {
  return Array.isArray(value) && value.every((metric) => typeof metric?.name === 'string')
}

/**
 * One Prometheus text for the whole server (ADR 0056): the web processes' registries merged the
 * way each metric says (counters and histograms summed, database figures taken once, process
 * start times left out), plus how many web processes answered and how many should have.
 */
export async function aggregateMetrics(values: readonly unknown[], expected: number) {
  const answers = values.filter(isWorkerMetrics)
  const registry = AggregatorRegistry.aggregate(answers)
  const processes = new Gauge({
    name: 'atout_web_processes',
    help: 'Web processes behind this port, by state (answering: answered this scrape; expected: WEB_CONCURRENCY)',
    labelNames: ['state'] as const,
    registers: [registry],
  })
  processes.set({ state: 'answering' }, answers.length)
  processes.set({ state: 'expected' }, expected)
  return registry.metrics()
}
