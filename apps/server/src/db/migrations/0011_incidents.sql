CREATE TABLE "incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"operation" text NOT NULL,
	"store_id" uuid,
	"code" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_occurred_at_index" ON "incidents" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "questions_topic_missing_idx" ON "questions" USING btree ("id") WHERE "questions"."topic" is null;--> statement-breakpoint
CREATE INDEX "questions_drafted_at_idx" ON "questions" USING btree ("drafted_at") WHERE "questions"."drafted_at" is not null;