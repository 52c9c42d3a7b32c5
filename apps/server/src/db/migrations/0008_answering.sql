CREATE TABLE "product_cache" (
	"store_id" uuid NOT NULL,
	"product_main_id" text NOT NULL,
	"facts" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_cache_store_id_product_main_id_pk" PRIMARY KEY("store_id","product_main_id")
);
--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"tone" text DEFAULT 'samimi' NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"delivery_info" text DEFAULT '' NOT NULL,
	"return_policy" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_send_threshold" integer DEFAULT 80 NOT NULL,
	"blocked_terms" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_text" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_engine" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_answerable" boolean;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_confidence" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_facts" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_score" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_guardrails" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "draft_usage" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "drafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_status" smallint;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "send_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "send_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "send_text" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_cache" ADD CONSTRAINT "product_cache_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_answer_status_idx" ON "questions" USING btree ("store_id","answer_status");--> statement-breakpoint
CREATE INDEX "questions_draft_queue_idx" ON "questions" USING btree ("draft_state") WHERE "questions"."draft_state" in ('queued', 'drafting');--> statement-breakpoint
CREATE INDEX "questions_send_queue_idx" ON "questions" USING btree ("send_state") WHERE "questions"."send_state" in ('queued', 'sending');--> statement-breakpoint
-- Similar earlier questions of a store: Turkish full-text search and trigram similarity (pg_trgm, 0000).
CREATE INDEX "questions_text_fts_idx" ON "questions" USING gin (to_tsvector('turkish', "text"));--> statement-breakpoint
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops);
