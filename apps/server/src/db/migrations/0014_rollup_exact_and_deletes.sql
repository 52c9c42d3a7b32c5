ALTER TABLE "question_days" ALTER COLUMN "answer_seconds" SET DATA TYPE double precision[];--> statement-breakpoint
-- Rounded seconds were computed on the connection's time zone; start every roll-up afresh.
DELETE FROM "question_days";--> statement-breakpoint
DELETE FROM "question_rollups";--> statement-breakpoint
CREATE FUNCTION "questions_forget_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM question_days WHERE store_id IN (SELECT DISTINCT store_id FROM deleted_questions);
  DELETE FROM question_rollups WHERE store_id IN (SELECT DISTINCT store_id FROM deleted_questions);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_forget_rollup" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS deleted_questions FOR EACH STATEMENT EXECUTE FUNCTION "questions_forget_rollup"();
