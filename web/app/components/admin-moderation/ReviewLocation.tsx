// The review's place on the map: the exact spot the owner placed (contact data, like the address: the admin sees
// it), what members who reveal the contact are shown of it, and the map with the public area around the spot
// (loaded when the admin asks). "No location placed" for a listing without one: it is optional.
import { districtLabel } from "#shared/districts.ts";
import type { ListingDetailView } from "#shared/listing-card.ts";
import { pointText } from "#web/components/listing-form/location-fields.ts";
import { useMapSettings } from "#web/components/listing-form/map-settings.ts";
import { MapFacade } from "#web/components/map/MapFacade.tsx";
import { m } from "#web/lib/i18n.ts";

export function ReviewLocation({ listing }: { listing: ListingDetailView }) {
  const location = listing.contact?.location ?? null;
  const map = useMapSettings();
  return (
    <section className="detail-section review-location" aria-labelledby="review-location-heading">
      <h2 id="review-location-heading">{m["form.location.review"]()}</h2>
      {location ? (
        <>
          <p>
            <span className="review-point">{pointText(location)}</span> ·{" "}
            {location.shown === "area" ? m["form.location.reviewArea"]() : m["form.location.reviewExact"]()}
          </p>
          <MapFacade
            locality={listing.locality}
            district={districtLabel(listing.city)}
            area={listing.area ?? location}
            pin={location}
            config={map}
          />
        </>
      ) : (
        <p>{m["form.location.reviewNone"]()}</p>
      )}
    </section>
  );
}
