-- Issue 28 (ADR 0063): each section of a report in review is accepted or edited by a reviewer before approval.
CREATE TABLE "report_section_reviews" (
	"report_id" text NOT NULL,
	"section_id" text NOT NULL,
	"state" text NOT NULL,
	"revision" integer NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_section_reviews_report_id_section_id_pk" PRIMARY KEY("report_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "report_section_reviews" ADD CONSTRAINT "report_section_reviews_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_section_reviews" ADD CONSTRAINT "report_section_reviews_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;