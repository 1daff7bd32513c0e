-- One number that changes whenever anything a visitor can see changes (listings, their media, banners,
-- collections). Server processes cache public reads under it (server/db/read-cache.ts) and
-- re-read it at most once a second, so a change made through any instance is seen by all of them.
CREATE TABLE "public_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_data_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "public_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "public_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "public_data_version_listings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "public_data_version_listing_media" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "public_data_version_banner_groups" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "public_data_version_banner_images" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "public_data_version_collections" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_data_version_bump"();
