CREATE TABLE "safety_flag_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"reviewer_user_id" text,
	"reviewer_email" text NOT NULL,
	"sealed_note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_flag_reviews" ADD CONSTRAINT "safety_flag_reviews_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flag_reviews" ADD CONSTRAINT "safety_flag_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_flag_reviews_submission_idx" ON "safety_flag_reviews" USING btree ("submission_id","created_at");