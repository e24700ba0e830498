import type { Payload } from 'payload'

/**
 * A template is a file that test files copy: fold SQLite's write-ahead log back into it and close
 * it. Each copy turns WAL on again when Payload connects to it (ADR 0046).
 */
export async function foldSqliteWal(payload: Payload): Promise<void> {
  const { client } = payload.db as unknown as {
    client: { execute(statement: string): Promise<unknown>; close(): void }
  }
  await client.execute('PRAGMA journal_mode = DELETE')
  client.close()
}
