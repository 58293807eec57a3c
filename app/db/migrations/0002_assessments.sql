CREATE TABLE "assessment_drafts" (
	"entitlement_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"form_type" text NOT NULL,
	"bank_version" text NOT NULL,
	"sealed_answers" text NOT NULL,
	"answered_count" integer NOT NULL,
	"writer_id" text NOT NULL,
	"writer_seq" integer NOT NULL,
	"safety_flagged" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"entitlement_id" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"form_type" text NOT NULL,
	"bank_version" text NOT NULL,
	"sealed_answers" text NOT NULL,
	"safety_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_submissions_entitlement_id_unique" UNIQUE("entitlement_id")
);
--> statement-breakpoint
CREATE TABLE "report_obligations" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_views" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"viewer_user_id" text,
	"viewer_email" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_drafts" ADD CONSTRAINT "assessment_drafts_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_drafts" ADD CONSTRAINT "assessment_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_obligations" ADD CONSTRAINT "report_obligations_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_views" ADD CONSTRAINT "submission_views_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_views" ADD CONSTRAINT "submission_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_drafts_user_idx" ON "assessment_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assessment_submissions_user_idx" ON "assessment_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assessment_submissions_list_idx" ON "assessment_submissions" USING btree ("urgent","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_obligations_submission_kind_idx" ON "report_obligations" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE INDEX "submission_views_submission_idx" ON "submission_views" USING btree ("submission_id","viewed_at");