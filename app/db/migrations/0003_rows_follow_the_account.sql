ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_log_user_id_idx" ON "email_log" USING btree ("user_id");--> statement-breakpoint
-- Backfill, hand-written (ADR 22): a one-time best effort. Rows written before this migration
-- carry only an address; each goes to the verified account that has that address now, when
-- exactly one does. Rows whose address has no such account stay unclaimed (user_id null) until
-- an account proves the address. A row written for someone who has since changed address, and
-- whose old address a new account now holds, cannot be told apart here and goes to the new holder.
UPDATE "contact_messages" AS "message" SET "user_id" = (
  SELECT "u"."id" FROM "users" AS "u" WHERE "u"."email_verified" AND lower("u"."email") = lower(trim("message"."email"))
)
WHERE "message"."user_id" IS NULL
  AND (SELECT count(*) FROM "users" AS "u" WHERE "u"."email_verified" AND lower("u"."email") = lower(trim("message"."email"))) = 1;--> statement-breakpoint
UPDATE "email_log" AS "sent" SET "user_id" = (
  SELECT "u"."id" FROM "users" AS "u" WHERE "u"."email_verified" AND lower("u"."email") = lower(trim("sent"."recipient"))
)
WHERE "sent"."user_id" IS NULL
  AND (SELECT count(*) FROM "users" AS "u" WHERE "u"."email_verified" AND lower("u"."email") = lower(trim("sent"."recipient"))) = 1;
