CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"marketplace_question_id" bigint NOT NULL,
	"text" text NOT NULL,
	"product_name" text NOT NULL,
	"product_main_id" text,
	"image_url" text,
	"web_url" text,
	"customer_name" text,
	"asked_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"marketplace_status" text NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"answered_date_message" text,
	"marketplace_answer_id" bigint,
	"rejection_reason" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"theoretical_arrival" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text DEFAULT 'trendyol' NOT NULL,
	"name" text NOT NULL,
	"seller_id" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"api_secret_encrypted" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"auto_answer" boolean DEFAULT false NOT NULL,
	"connection" text DEFAULT 'connected' NOT NULL,
	"connection_problem" text,
	"disconnect_notice_sent_at" timestamp with time zone,
	"poll_after" timestamp with time zone DEFAULT now() NOT NULL,
	"poll_failures" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_store_id_marketplace_question_id_index" ON "questions" USING btree ("store_id","marketplace_question_id");--> statement-breakpoint
CREATE INDEX "questions_store_id_asked_at_index" ON "questions" USING btree ("store_id","asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_waiting_idx" ON "questions" USING btree ("store_id") WHERE "questions"."marketplace_status" = 'WAITING_FOR_ANSWER';--> statement-breakpoint
CREATE INDEX "questions_asked_at_index" ON "questions" USING btree ("asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stores_poll_after_index" ON "stores" USING btree ("poll_after");