import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_members_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_members_state" AS ENUM('Active', 'PreMember');
  CREATE TYPE "public"."enum_members_civility" AS ENUM('Mr', 'Mrs');
  CREATE TYPE "public"."enum_member_tokens_purpose" AS ENUM('activation', 'passwordReset');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('stored', 'sent', 'failed');
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_members_locale" DEFAULT 'fr',
  	"password_hash" varchar,
  	"state" "enum_members_state" DEFAULT 'PreMember' NOT NULL,
  	"card_number" varchar,
  	"email_verified" boolean DEFAULT false,
  	"is_employee" boolean DEFAULT false,
  	"civility" "enum_members_civility",
  	"firstname" varchar NOT NULL,
  	"lastname" varchar NOT NULL,
  	"birth_name" varchar,
  	"common_name" varchar,
  	"birthdate" varchar,
  	"phone" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"postal_box" varchar,
  	"place_known_as" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"country" varchar,
  	"favourite_casino" varchar,
  	"lucky_day1" varchar,
  	"lucky_day2" varchar,
  	"opt_ins_email" boolean DEFAULT false,
  	"opt_ins_sms" boolean DEFAULT false,
  	"opt_ins_mail" boolean DEFAULT false,
  	"opt_ins_hotel" boolean DEFAULT false,
  	"opt_ins_casino" boolean DEFAULT false,
  	"opt_ins_partner" boolean DEFAULT false,
  	"preferences_games" boolean DEFAULT false,
  	"preferences_bars_restaurants" boolean DEFAULT false,
  	"preferences_shows" boolean DEFAULT false,
  	"consents_accept_cgu" boolean DEFAULT false,
  	"consents_accept_cgu_at" timestamp(3) with time zone,
  	"consents_terms_version" varchar,
  	"consents_privacy_accepted_at" timestamp(3) with time zone,
  	"sponsor_code" varchar,
  	"sponsor_id" integer,
  	"sponsored_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"family_id" varchar NOT NULL,
  	"parent_id" varchar,
  	"token_hash" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"family_expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"via_card" boolean DEFAULT false,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"purpose" "enum_member_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"failures" jsonb,
  	"attempts" jsonb,
  	"blocked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "card_holders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_number" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"lastname" varchar NOT NULL,
  	"birthdate" varchar NOT NULL,
  	"casino" varchar,
  	"member_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"kind" varchar,
  	"locale" varchar,
  	"text" varchar,
  	"html" varchar,
  	"status" "enum_outbox_status" DEFAULT 'stored' NOT NULL,
  	"error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "card_holders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "members" ADD CONSTRAINT "members_sponsor_id_members_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_holders" ADD CONSTRAINT "card_holders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE UNIQUE INDEX "members_card_number_idx" ON "members" USING btree ("card_number");
  CREATE UNIQUE INDEX "members_sponsor_code_idx" ON "members" USING btree ("sponsor_code");
  CREATE INDEX "members_sponsor_idx" ON "members" USING btree ("sponsor_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");
  CREATE INDEX "member_sessions_family_id_idx" ON "member_sessions" USING btree ("family_id");
  CREATE UNIQUE INDEX "member_sessions_token_hash_idx" ON "member_sessions" USING btree ("token_hash");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id");
  CREATE UNIQUE INDEX "member_tokens_token_hash_idx" ON "member_tokens" USING btree ("token_hash");
  CREATE INDEX "member_tokens_updated_at_idx" ON "member_tokens" USING btree ("updated_at");
  CREATE INDEX "member_tokens_created_at_idx" ON "member_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "auth_attempts_key_idx" ON "auth_attempts" USING btree ("key");
  CREATE INDEX "auth_attempts_updated_at_idx" ON "auth_attempts" USING btree ("updated_at");
  CREATE INDEX "auth_attempts_created_at_idx" ON "auth_attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "card_holders_card_number_idx" ON "card_holders" USING btree ("card_number");
  CREATE INDEX "card_holders_member_idx" ON "card_holders" USING btree ("member_id");
  CREATE INDEX "card_holders_updated_at_idx" ON "card_holders" USING btree ("updated_at");
  CREATE INDEX "card_holders_created_at_idx" ON "card_holders" USING btree ("created_at");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_tokens_fk" FOREIGN KEY ("member_tokens_id") REFERENCES "public"."member_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_attempts_fk" FOREIGN KEY ("auth_attempts_id") REFERENCES "public"."auth_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_card_holders_fk" FOREIGN KEY ("card_holders_id") REFERENCES "public"."card_holders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_member_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("member_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_auth_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_card_holders_id_idx" ON "payload_locked_documents_rels" USING btree ("card_holders_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "card_holders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "members" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "member_tokens" CASCADE;
  DROP TABLE "auth_attempts" CASCADE;
  DROP TABLE "card_holders" CASCADE;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_card_holders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_card_holders_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "card_holders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_members_locale";
  DROP TYPE "public"."enum_members_state";
  DROP TYPE "public"."enum_members_civility";
  DROP TYPE "public"."enum_member_tokens_purpose";
  DROP TYPE "public"."enum_outbox_status";`)
}
