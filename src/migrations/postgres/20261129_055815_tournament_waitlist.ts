import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tournament_waitlist_status" AS ENUM('waiting', 'offered', 'registered', 'lapsed', 'left', 'closed');
  CREATE TYPE "public"."enum_tournament_waitlist_offerexpiresat_tz" AS ENUM('Europe/Paris');
  CREATE TABLE "tournament_waitlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tournament_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_tournament_waitlist_status" DEFAULT 'waiting' NOT NULL,
  	"active_key" varchar,
  	"registration_id" integer,
  	"offer_expires_at" timestamp(3) with time zone,
  	"offerexpiresat_tz" "enum_tournament_waitlist_offerexpiresat_tz" DEFAULT 'Europe/Paris',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tournament_waitlist_id" integer;
  ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_registration_id_tournament_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tournament_waitlist_tournament_idx" ON "tournament_waitlist" USING btree ("tournament_id");
  CREATE INDEX "tournament_waitlist_member_idx" ON "tournament_waitlist" USING btree ("member_id");
  CREATE INDEX "tournament_waitlist_status_idx" ON "tournament_waitlist" USING btree ("status");
  CREATE UNIQUE INDEX "tournament_waitlist_active_key_idx" ON "tournament_waitlist" USING btree ("active_key");
  CREATE INDEX "tournament_waitlist_registration_idx" ON "tournament_waitlist" USING btree ("registration_id");
  CREATE INDEX "tournament_waitlist_updated_at_idx" ON "tournament_waitlist" USING btree ("updated_at");
  CREATE INDEX "tournament_waitlist_created_at_idx" ON "tournament_waitlist" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tournament_waitlist_fk" FOREIGN KEY ("tournament_waitlist_id") REFERENCES "public"."tournament_waitlist"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tournament_waitlist_id_idx" ON "payload_locked_documents_rels" USING btree ("tournament_waitlist_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tournament_waitlist" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tournament_waitlist" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tournament_waitlist_fk";
  
  DROP INDEX "payload_locked_documents_rels_tournament_waitlist_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tournament_waitlist_id";
  DROP TYPE "public"."enum_tournament_waitlist_status";
  DROP TYPE "public"."enum_tournament_waitlist_offerexpiresat_tz";`)
}
