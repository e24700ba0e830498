import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_account_sign_up_door" AS ENUM('hub', 'collaborator');
  CREATE TYPE "public"."enum__pages_v_blocks_account_sign_up_door" AS ENUM('hub', 'collaborator');
  CREATE TYPE "public"."enum_hotel_spouse_links_state" AS ENUM('pending', 'active', 'revoked');
  CREATE TYPE "public"."enum_hotel_spouse_links_invitedat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_hotel_spouse_links_acceptedat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_hotel_spouse_links_revokedat_tz" AS ENUM('Europe/Paris');
  ALTER TYPE "public"."enum_hotel_memberships_origin" ADD VALUE 'spouse';
  CREATE TABLE "hotel_spouse_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"holder_id" integer NOT NULL,
  	"spouse_id" integer,
  	"spouse_email" varchar NOT NULL,
  	"state" "enum_hotel_spouse_links_state" DEFAULT 'pending' NOT NULL,
  	"invited_at" timestamp(3) with time zone,
  	"invitedat_tz" "enum_hotel_spouse_links_invitedat_tz" DEFAULT 'Europe/Paris',
  	"accepted_at" timestamp(3) with time zone,
  	"acceptedat_tz" "enum_hotel_spouse_links_acceptedat_tz" DEFAULT 'Europe/Paris',
  	"revoked_at" timestamp(3) with time zone,
  	"revokedat_tz" "enum_hotel_spouse_links_revokedat_tz" DEFAULT 'Europe/Paris',
  	"token_hash" varchar,
  	"holder_key" varchar,
  	"spouse_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_account_sign_up" ADD COLUMN "door" "enum_pages_blocks_account_sign_up_door" DEFAULT 'hub';
  ALTER TABLE "_pages_v_blocks_account_sign_up" ADD COLUMN "door" "enum__pages_v_blocks_account_sign_up_door" DEFAULT 'hub';
  ALTER TABLE "hotel_memberships" ADD COLUMN "collaborator_withdrawn" boolean DEFAULT false;
  ALTER TABLE "hotel_memberships" ADD COLUMN "collaborator_withdrawn_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_spouse_links_id" integer;
  ALTER TABLE "hotel_spouse_links" ADD CONSTRAINT "hotel_spouse_links_holder_id_hotel_memberships_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."hotel_memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_spouse_links" ADD CONSTRAINT "hotel_spouse_links_spouse_id_hotel_memberships_id_fk" FOREIGN KEY ("spouse_id") REFERENCES "public"."hotel_memberships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "hotel_spouse_links_holder_idx" ON "hotel_spouse_links" USING btree ("holder_id");
  CREATE INDEX "hotel_spouse_links_spouse_idx" ON "hotel_spouse_links" USING btree ("spouse_id");
  CREATE INDEX "hotel_spouse_links_state_idx" ON "hotel_spouse_links" USING btree ("state");
  CREATE INDEX "hotel_spouse_links_token_hash_idx" ON "hotel_spouse_links" USING btree ("token_hash");
  CREATE UNIQUE INDEX "hotel_spouse_links_holder_key_idx" ON "hotel_spouse_links" USING btree ("holder_key");
  CREATE UNIQUE INDEX "hotel_spouse_links_spouse_key_idx" ON "hotel_spouse_links" USING btree ("spouse_key");
  CREATE INDEX "hotel_spouse_links_updated_at_idx" ON "hotel_spouse_links" USING btree ("updated_at");
  CREATE INDEX "hotel_spouse_links_created_at_idx" ON "hotel_spouse_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_spouse_links_fk" FOREIGN KEY ("hotel_spouse_links_id") REFERENCES "public"."hotel_spouse_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_hotel_spouse_links_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_spouse_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hotel_spouse_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "hotel_spouse_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_spouse_links_fk";
  
  ALTER TABLE "hotel_memberships" ALTER COLUMN "origin" SET DATA TYPE text;
  ALTER TABLE "hotel_memberships" ALTER COLUMN "origin" SET DEFAULT 'account'::text;
  DROP TYPE "public"."enum_hotel_memberships_origin";
  CREATE TYPE "public"."enum_hotel_memberships_origin" AS ENUM('account', 'stay', 'collaborator');
  ALTER TABLE "hotel_memberships" ALTER COLUMN "origin" SET DEFAULT 'account'::"public"."enum_hotel_memberships_origin";
  ALTER TABLE "hotel_memberships" ALTER COLUMN "origin" SET DATA TYPE "public"."enum_hotel_memberships_origin" USING "origin"::"public"."enum_hotel_memberships_origin";
  DROP INDEX "payload_locked_documents_rels_hotel_spouse_links_id_idx";
  ALTER TABLE "pages_blocks_account_sign_up" DROP COLUMN "door";
  ALTER TABLE "_pages_v_blocks_account_sign_up" DROP COLUMN "door";
  ALTER TABLE "hotel_memberships" DROP COLUMN "collaborator_withdrawn";
  ALTER TABLE "hotel_memberships" DROP COLUMN "collaborator_withdrawn_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_spouse_links_id";
  DROP TYPE "public"."enum_pages_blocks_account_sign_up_door";
  DROP TYPE "public"."enum__pages_v_blocks_account_sign_up_door";
  DROP TYPE "public"."enum_hotel_spouse_links_state";
  DROP TYPE "public"."enum_hotel_spouse_links_invitedat_tz";
  DROP TYPE "public"."enum_hotel_spouse_links_acceptedat_tz";
  DROP TYPE "public"."enum_hotel_spouse_links_revokedat_tz";`)
}
