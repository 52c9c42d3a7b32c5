CREATE TABLE "question_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"received" integer NOT NULL,
	"answered" integer NOT NULL,
	"auto_sent" integer NOT NULL,
	"approved" integer NOT NULL,
	"rejected" integer NOT NULL,
	"answered_in_time" integer NOT NULL,
	"score_sum" bigint NOT NULL,
	"score_count" integer NOT NULL,
	"answer_seconds" integer[] NOT NULL,
	"topics" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	CONSTRAINT "question_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "question_rollups" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_rollups" ADD CONSTRAINT "question_rollups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;