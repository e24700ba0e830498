import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Erasure requests record when the records erasure kept were deleted (ADR 0079); the purge's task
 * and the waiting lists' (missing from the enum since 20261129_055815) may be queued. The ledger
 * stays append-only except for a closed account's entries, which the purge deletes once their
 * retention is over (written by hand: drizzle does not generate triggers).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erasure_requests_purgedat_tz" AS ENUM('Europe/Paris');
  ALTER TYPE "public"."enum_erasure_requests_status" ADD VALUE 'purged';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'offer-waitlist-seats' BEFORE 'build-data-export';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purge-kept-records' BEFORE 'deliver-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'offer-waitlist-seats' BEFORE 'build-data-export';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purge-kept-records' BEFORE 'deliver-mail';
  ALTER TABLE "erasure_requests" ADD COLUMN "purged_at" timestamp(3) with time zone;
  ALTER TABLE "erasure_requests" ADD COLUMN "purgedat_tz" "enum_erasure_requests_purgedat_tz" DEFAULT 'Europe/Paris';`)
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION loyalty_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' AND EXISTS (
      SELECT 1 FROM members WHERE members.id = OLD.member_id AND members.state = 'Closed'
    ) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'loyalty_entries is append-only';
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION loyalty_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'loyalty_entries is append-only';
  END $$;`)
  await db.execute(sql`
   ALTER TABLE "erasure_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "erasure_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_erasure_requests_status";
  CREATE TYPE "public"."enum_erasure_requests_status" AS ENUM('pending', 'cancelled', 'erasing', 'erased');
  ALTER TABLE "erasure_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_erasure_requests_status";
  ALTER TABLE "erasure_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_erasure_requests_status" USING "status"::"public"."enum_erasure_requests_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'apple-wallet-push-updates', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'build-data-export', 'delete-expired-data-exports', 'erase-closed-accounts', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'apple-wallet-push-updates', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'build-data-export', 'delete-expired-data-exports', 'erase-closed-accounts', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "erasure_requests" DROP COLUMN "purged_at";
  ALTER TABLE "erasure_requests" DROP COLUMN "purgedat_tz";
  DROP TYPE "public"."enum_erasure_requests_purgedat_tz";`)
}
