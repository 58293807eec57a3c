CREATE TABLE "two_factor_used_steps" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_step" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_used_steps" ADD CONSTRAINT "two_factor_used_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;