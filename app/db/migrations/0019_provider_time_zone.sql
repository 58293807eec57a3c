CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_zone_check" CHECK (length("site_settings"."staff_time_zone") between 1 and 64)
);
