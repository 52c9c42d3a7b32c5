DROP INDEX "questions_waiting_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_waiting_deadline_idx" ON "questions" USING btree ("store_id","deadline_at") WHERE "questions"."marketplace_status" = 'WAITING_FOR_ANSWER';--> statement-breakpoint
CREATE INDEX "questions_store_updated_idx" ON "questions" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE FUNCTION "questions_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_touch" BEFORE INSERT OR UPDATE ON "questions" FOR EACH ROW EXECUTE FUNCTION "questions_touch"();
