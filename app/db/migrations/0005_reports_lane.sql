CREATE TABLE "report_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"user_id" text,
	"share_link_id" text,
	"via_share_link" boolean DEFAULT false NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"report_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"from_revision" integer,
	"to_revision" integer,
	"sealed_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_evidence" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"evidence_version" text NOT NULL,
	"sealed_evidence" text NOT NULL,
	"sentence_count" integer NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"clinician_email" text NOT NULL,
	"clinician_name" text NOT NULL,
	"consent_version" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"kind" text NOT NULL,
	"stage" text DEFAULT 'drafting' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"sealed_document" text,
	"draft_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verification_failures" jsonb,
	"verified_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"pdf_key" text,
	"pdf_pages" integer,
	"delivered_at" timestamp with time zone,
	"sla_warned_at" timestamp with time zone,
	"sla_overdue_at" timestamp with time zone,
	"client_told_late_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_share_link_id_report_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."report_share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_evidence" ADD CONSTRAINT "report_evidence_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_id_report_obligations_id_fk" FOREIGN KEY ("id") REFERENCES "public"."report_obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_downloads_report_idx" ON "report_downloads" USING btree ("report_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "report_events_report_idx" ON "report_events" USING btree ("report_id","seq");--> statement-breakpoint
CREATE INDEX "report_share_links_report_idx" ON "report_share_links" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reports_stage_idx" ON "reports" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "reports_submission_idx" ON "reports" USING btree ("submission_id");