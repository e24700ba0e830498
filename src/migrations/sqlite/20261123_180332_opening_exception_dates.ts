import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Opening-hours exceptions became date fields (picked with the admin's date picker). SQLite keeps
 * dates as text, so only the values change: 'YYYY-MM-DD' becomes noon UTC of that day, the
 * instant the field now stores (its Paris day is the same day; the field reads it back as
 * 'YYYY-MM-DD').
 */
const tables = [
  'casinos_oh_exc',
  '_casinos_oh_exc_v',
  'restaurants_oh_exc',
  '_restaurants_oh_exc_v',
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of tables) {
    await db.run(
      sql.raw(
        `UPDATE \`${table}\` SET \`date\` = \`date\` || 'T12:00:00.000Z' WHERE length(\`date\`) = 10;`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of tables) {
    // Noon UTC is the same calendar day in Paris: its first ten characters are the day.
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`date\` = substr(\`date\`, 1, 10);`))
  }
}
