CREATE TABLE "staff_audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_events_created_at_idx" ON "staff_audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_events_actor_idx" ON "staff_audit_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_events_action_idx" ON "staff_audit_events" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'admin', 'reviewer'));