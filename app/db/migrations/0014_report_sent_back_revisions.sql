CREATE TABLE "report_sent_back_revisions" (
	"report_id" text NOT NULL,
	"revision" integer NOT NULL,
	"sealed_document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_sent_back_revisions_report_id_revision_pk" PRIMARY KEY("report_id","revision")
);
--> statement-breakpoint
ALTER TABLE "report_sent_back_revisions" ADD CONSTRAINT "report_sent_back_revisions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;