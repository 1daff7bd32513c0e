DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_public_city_idx" ON "listings" USING btree ("status","city","property_name","types","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_public_budget_idx" ON "listings" USING btree ("status","types","property_name","budget");--> statement-breakpoint
CREATE INDEX "listings_public_price_per_cent_idx" ON "listings" USING btree ("status","types","property_name","price_per_cent_rupees");--> statement-breakpoint
CREATE INDEX "listings_locality_trgm_idx" ON "listings" USING gin ("locality" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (gin_pending_list_limit=64);