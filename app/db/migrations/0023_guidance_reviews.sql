CREATE TABLE "guidance_reviews" (
	"entry_id" text NOT NULL,
	"version" text NOT NULL,
	"reviewed_by_user_id" text,
	"reviewed_by_email" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "guidance_reviews_entry_id_version_pk" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
ALTER TABLE "guidance_reviews" ADD CONSTRAINT "guidance_reviews_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;