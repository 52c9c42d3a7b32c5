ALTER TABLE "questions" ADD COLUMN "draft_score_total" smallint;--> statement-breakpoint
UPDATE "questions" SET "draft_score_total" = ("draft_score" ->> 'total')::smallint WHERE "draft_score" IS NOT NULL;
