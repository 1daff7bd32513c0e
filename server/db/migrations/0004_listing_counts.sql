-- Approved listings counted by the public facets, kept by statement triggers on listings so that result totals
-- and the 'What We Have' band read a few hundred rows instead of counting tens of thousands of listings.
-- Read by server/modules/listings/counts.ts; not in the Drizzle schema (the triggers are its only writers).
CREATE TABLE "listing_counts" (
	"types" text NOT NULL,
	"property_name" text NOT NULL,
	"city" text NOT NULL,
	"property_type" text NOT NULL,
	-- '' when the listing has no rooms (land).
	"number_of_rooms" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_counts_pkey" PRIMARY KEY ("types", "property_name", "city", "property_type", "number_of_rooms")
);
--> statement-breakpoint
INSERT INTO "listing_counts"
SELECT "types", "property_name", "city", "property_type", coalesce("number_of_rooms", ''), count(*)::integer
FROM "listings" WHERE "status" = 'approved'
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Adds per-key deltas, in key order so that concurrent writers lock counter rows in the same order.
CREATE FUNCTION "listing_counts_add"("delta" jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_counts" AS c
	SELECT d."types", d."property_name", d."city", d."property_type", d."number_of_rooms", sum(d."n")::integer
	FROM jsonb_to_recordset("delta") AS d("types" text, "property_name" text, "city" text, "property_type" text, "number_of_rooms" text, "n" integer)
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(d."n") <> 0
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT ("types", "property_name", "city", "property_type", "number_of_rooms")
	DO UPDATE SET "count" = c."count" + excluded."count";
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta jsonb := '[]'::jsonb;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		delta := delta || coalesce((
			SELECT jsonb_agg(jsonb_build_object('types', "types", 'property_name', "property_name", 'city', "city",
				'property_type', "property_type", 'number_of_rooms', coalesce("number_of_rooms", ''), 'n', 1))
			FROM new_rows WHERE "status" = 'approved'), '[]'::jsonb);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		delta := delta || coalesce((
			SELECT jsonb_agg(jsonb_build_object('types', "types", 'property_name', "property_name", 'city', "city",
				'property_type', "property_type", 'number_of_rooms', coalesce("number_of_rooms", ''), 'n', -1))
			FROM old_rows WHERE "status" = 'approved'), '[]'::jsonb);
	END IF;
	IF jsonb_array_length(delta) > 0 THEN
		PERFORM "listing_counts_add"(delta);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_counts_insert" AFTER INSERT ON "listings"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_change"();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_update" AFTER UPDATE ON "listings"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_change"();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_delete" AFTER DELETE ON "listings"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_change"();
--> statement-breakpoint
CREATE FUNCTION "listing_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "listing_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_counts_truncate" AFTER TRUNCATE ON "listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_truncate"();
