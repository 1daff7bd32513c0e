CREATE TABLE "contact_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"plan_duration" integer NOT NULL,
	"plan_time_unit" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("status" in ('created', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_orders_provider_check" CHECK ("provider" in ('sandbox', 'razorpay')),
	CONSTRAINT "payment_orders_time_unit_check" CHECK ("plan_time_unit" in ('minute', 'hour', 'day', 'week', 'month', 'year')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_provider_check" CHECK ("provider" in ('sandbox', 'razorpay'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("status" in ('authorized', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("provider" in ('sandbox', 'razorpay'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_rupees" integer NOT NULL,
	"duration" integer NOT NULL,
	"time_unit" text DEFAULT 'month' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_time_unit_check" CHECK ("time_unit" in ('minute', 'hour', 'day', 'week', 'month', 'year')),
	CONSTRAINT "plans_price_check" CHECK ("price_rupees" >= 0),
	CONSTRAINT "plans_duration_check" CHECK ("duration" >= 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid,
	"order_id" uuid,
	"plan_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"duration" integer NOT NULL,
	"time_unit" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('active', 'cancelled')),
	CONSTRAINT "subscriptions_time_unit_check" CHECK ("time_unit" in ('minute', 'hour', 'day', 'week', 'month', 'year')),
	CONSTRAINT "subscriptions_period_check" CHECK ("expires_at" > "starts_at")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"storage_key" text,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_name" text,
	"image_url" text,
	"image_storage_key" text,
	"image_variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_property_name_check" CHECK ("property_name" in ('House', 'Land', 'Apartment', 'Store', 'Farm House'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_number" bigint GENERATED BY DEFAULT AS IDENTITY (sequence name "listings_code_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text GENERATED ALWAYS AS ('NL-' || case when code_number < 1000000 then lpad(code_number::text, 6, '0') else code_number::text end) STORED NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"types" text NOT NULL,
	"property_name" text NOT NULL,
	"property_type" text NOT NULL,
	"user_type" text NOT NULL,
	"lease_years" smallint,
	"budget" bigint NOT NULL,
	"budget_method" text,
	"price_per_cent_rupees" bigint GENERATED ALWAYS AS (case budget_method when 'Monthly' then null when 'Per Cent' then budget when 'Per Acre' then round(budget / 100.0)::bigint else case when area_sq_ft > 0 then round(budget * 435.6 / area_sq_ft)::bigint end end) STORED,
	"price_per_acre_rupees" bigint GENERATED ALWAYS AS (case budget_method when 'Monthly' then null when 'Per Cent' then budget * 100 when 'Per Acre' then budget else case when area_sq_ft > 0 then round(budget * 43560 / area_sq_ft)::bigint end end) STORED,
	"area_sq_ft" numeric(14, 2),
	"area_unit" text,
	"built_up_area_sq_ft" numeric(14, 2),
	"built_up_area_unit" text,
	"length_ft" numeric(10, 2),
	"breadth_ft" numeric(10, 2),
	"electricity" boolean,
	"water_facility" boolean,
	"bore_well" boolean,
	"road_facility" boolean,
	"parking" boolean,
	"lift" boolean,
	"facing_direction" text,
	"amenities" text,
	"age_of_property_years" smallint,
	"number_of_bathrooms" smallint,
	"number_of_rooms" text,
	"contact_owner_name" text NOT NULL,
	"contact_owner_phone" text NOT NULL,
	"property_address" text NOT NULL,
	"locality" text,
	"city" text NOT NULL,
	"state" text DEFAULT 'Tamil Nadu' NOT NULL,
	"zip_code" text NOT NULL,
	"patta_number" text,
	"survey_number" text,
	"dtcp_cmda_approval_number" text,
	"tnrera_number" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', property_name || ' ' || types || ' ' || coalesce(property_type, '')), 'A') || setweight(to_tsvector('simple', city || ' ' || coalesce(locality, '')), 'A') || setweight(to_tsvector('simple', coalesce(amenities, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_check" CHECK ("status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "listings_types_check" CHECK ("types" in ('sell', 'rent', 'lease')),
	CONSTRAINT "listings_property_name_check" CHECK ("property_name" in ('House', 'Land', 'Apartment', 'Store', 'Farm House')),
	CONSTRAINT "listings_property_type_check" CHECK ("property_type" in ('Commercial', 'Residential', 'Agricultural', 'Industrial')),
	CONSTRAINT "listings_user_type_check" CHECK ("user_type" in ('Broker', 'Owner')),
	CONSTRAINT "listings_budget_method_check" CHECK ("budget_method" in ('Overall budget', 'Per Cent', 'Per Acre', 'Monthly')),
	CONSTRAINT "listings_number_of_rooms_check" CHECK ("number_of_rooms" in ('1 BHK', '2 BHK', '3+ BHK', 'Single Room')),
	CONSTRAINT "listings_area_unit_check" CHECK ("area_unit" in ('sqft', 'cent', 'acre', 'ground', 'hectare')),
	CONSTRAINT "listings_built_up_area_unit_check" CHECK ("built_up_area_unit" in ('sqft', 'cent', 'acre', 'ground', 'hectare')),
	CONSTRAINT "listings_budget_check" CHECK ("budget" >= 0),
	CONSTRAINT "listings_area_check" CHECK ("area_sq_ft" is null or "area_sq_ft" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"storage_key" text,
	"content_type" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"alt" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_media_kind_check" CHECK ("kind" in ('image', 'video')),
	CONSTRAINT "listing_media_position_check" CHECK ("position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_pkey" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "districts_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"city" text,
	"address" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_images" ADD CONSTRAINT "banner_images_group_id_banner_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."banner_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reveals_listing_idx" ON "contact_reveals" USING btree ("listing_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_reveals_user_idx" ON "contact_reveals" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_receipt_key" ON "payment_orders" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_event_key" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plans_active_sort_idx" ON "plans" USING btree ("active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_key" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_expires_idx" ON "subscriptions" USING btree ("user_id","expires_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "banner_groups_position_idx" ON "banner_groups" USING btree ("position");--> statement-breakpoint
CREATE INDEX "banner_images_group_position_idx" ON "banner_images" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "collections_position_idx" ON "collections" USING btree ("position");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "listings_code_key" ON "listings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_code_number_key" ON "listings" USING btree ("code_number");--> statement-breakpoint
CREATE INDEX "listings_public_filter_idx" ON "listings" USING btree ("status","types","property_name","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("status","types","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_lower_city_idx" ON "listings" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "listings_rooms_idx" ON "listings" USING btree ("number_of_rooms");--> statement-breakpoint
CREATE INDEX "listings_budget_idx" ON "listings" USING btree ("budget");--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listings_city_trgm_idx" ON "listings" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_name_city_trgm_idx" ON "listings" USING gin (("property_name" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_media_listing_position_idx" ON "listing_media" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "wishlist_items_listing_idx" ON "wishlist_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users" USING btree ("firebase_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_lower_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);