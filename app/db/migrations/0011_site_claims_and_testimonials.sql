CREATE TABLE "site_figures" (
	"id" text PRIMARY KEY NOT NULL,
	"clients_served" integer,
	"average_rating_tenths" integer,
	"sessions_saved_percent" integer,
	"sessions_saved_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_figures_clients_check" CHECK ("site_figures"."clients_served" >= 0),
	CONSTRAINT "site_figures_rating_check" CHECK ("site_figures"."average_rating_tenths" between 10 and 50),
	CONSTRAINT "site_figures_percent_check" CHECK ("site_figures"."sessions_saved_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"age" integer,
	"service" text,
	"rating" integer NOT NULL,
	"order_id" text,
	"shown" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");