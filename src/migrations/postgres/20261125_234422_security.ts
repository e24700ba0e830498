import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_loyalty_adjustments_status" AS ENUM('applied', 'pending', 'approved', 'rejected');
  CREATE TABLE "loyalty_adjustments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"reward_points" numeric DEFAULT 0 NOT NULL,
  	"status_points" numeric DEFAULT 0 NOT NULL,
  	"reason" varchar NOT NULL,
  	"status" "enum_loyalty_adjustments_status" DEFAULT 'pending' NOT NULL,
  	"requested_by_id" integer,
  	"requested_by_name" varchar,
  	"requested_at" timestamp(3) with time zone,
  	"decided_by_id" integer,
  	"decided_by_name" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"decision_note" varchar,
  	"entry_id" integer,
  	"ledger_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "suspended" boolean DEFAULT false;
  ALTER TABLE "loyalty_entries" ADD COLUMN "approved_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_adjustments_id" integer;
  ALTER TABLE "loyalty_rules" ADD COLUMN "adjustment_approval_threshold" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_entry_id_loyalty_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."loyalty_entries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "loyalty_adjustments_member_idx" ON "loyalty_adjustments" USING btree ("member_id");
  CREATE INDEX "loyalty_adjustments_status_idx" ON "loyalty_adjustments" USING btree ("status");
  CREATE INDEX "loyalty_adjustments_requested_by_idx" ON "loyalty_adjustments" USING btree ("requested_by_id");
  CREATE INDEX "loyalty_adjustments_decided_by_idx" ON "loyalty_adjustments" USING btree ("decided_by_id");
  CREATE INDEX "loyalty_adjustments_entry_idx" ON "loyalty_adjustments" USING btree ("entry_id");
  CREATE UNIQUE INDEX "loyalty_adjustments_ledger_key_idx" ON "loyalty_adjustments" USING btree ("ledger_key");
  CREATE INDEX "loyalty_adjustments_updated_at_idx" ON "loyalty_adjustments" USING btree ("updated_at");
  CREATE INDEX "loyalty_adjustments_created_at_idx" ON "loyalty_adjustments" USING btree ("created_at");
  ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_adjustments_fk" FOREIGN KEY ("loyalty_adjustments_id") REFERENCES "public"."loyalty_adjustments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "loyalty_entries_approved_by_idx" ON "loyalty_entries" USING btree ("approved_by_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_adjustments_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_adjustments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "loyalty_adjustments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "loyalty_adjustments" CASCADE;
  ALTER TABLE "loyalty_entries" DROP CONSTRAINT "loyalty_entries_approved_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_adjustments_fk";
  
  DROP INDEX "loyalty_entries_approved_by_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_adjustments_id_idx";
  ALTER TABLE "members" DROP COLUMN "suspended";
  ALTER TABLE "loyalty_entries" DROP COLUMN "approved_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_adjustments_id";
  ALTER TABLE "loyalty_rules" DROP COLUMN "adjustment_approval_threshold";
  DROP TYPE "public"."enum_loyalty_adjustments_status";`)
}
