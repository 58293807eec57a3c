CREATE TABLE "safety_second_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"raises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unknown_ids" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_second_readings_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
ALTER TABLE "safety_second_readings" ADD CONSTRAINT "safety_second_readings_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_second_readings_read_at_idx" ON "safety_second_readings" USING btree ("read_at");