import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Opening-hours exceptions became date fields (picked with the admin's date picker). The stored
 * 'YYYY-MM-DD' text becomes noon UTC of that day, the instant the field now stores (its Paris day
 * is the same day; the field reads it back as 'YYYY-MM-DD'). PostgreSQL cannot cast varchar to
 * timestamptz by itself: the USING clauses say how.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "casinos_oh_exc" ALTER COLUMN "date" SET DATA TYPE timestamp(3) with time zone USING ("date"::date + time '12:00') AT TIME ZONE 'UTC';
  ALTER TABLE "_casinos_oh_exc_v" ALTER COLUMN "date" SET DATA TYPE timestamp(3) with time zone USING ("date"::date + time '12:00') AT TIME ZONE 'UTC';
  ALTER TABLE "restaurants_oh_exc" ALTER COLUMN "date" SET DATA TYPE timestamp(3) with time zone USING ("date"::date + time '12:00') AT TIME ZONE 'UTC';
  ALTER TABLE "_restaurants_oh_exc_v" ALTER COLUMN "date" SET DATA TYPE timestamp(3) with time zone USING ("date"::date + time '12:00') AT TIME ZONE 'UTC';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "casinos_oh_exc" ALTER COLUMN "date" SET DATA TYPE varchar USING to_char(("date" AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD');
  ALTER TABLE "_casinos_oh_exc_v" ALTER COLUMN "date" SET DATA TYPE varchar USING to_char(("date" AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD');
  ALTER TABLE "restaurants_oh_exc" ALTER COLUMN "date" SET DATA TYPE varchar USING to_char(("date" AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD');
  ALTER TABLE "_restaurants_oh_exc_v" ALTER COLUMN "date" SET DATA TYPE varchar USING to_char(("date" AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD');`)
}
