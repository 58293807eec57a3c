ALTER TABLE "entitlements" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ALTER COLUMN "order_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "grant_reason" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "granted_by" text;