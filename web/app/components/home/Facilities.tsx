import { useState } from "react";
import { type MessageKey, t } from "#web/lib/i18n.ts";

const FACILITIES: readonly { id: string; name: MessageKey; text: MessageKey }[] = [
  { id: "metro", name: "facilities.metro", text: "facilities.metroText" },
  { id: "hospital", name: "facilities.hospital", text: "facilities.hospitalText" },
  { id: "bus", name: "facilities.bus", text: "facilities.busText" },
  { id: "school", name: "facilities.school", text: "facilities.schoolText" },
  { id: "shopping", name: "facilities.shopping", text: "facilities.shoppingText" },
];

const src = (id: string) => `/facilities/${id}.svg`;

/** Five facilities: a large picture and round thumbnails that choose it (SPEC §2). */
export function Facilities() {
  const [current, setCurrent] = useState(0);
  const active = FACILITIES[current] ?? FACILITIES[0]!;
  return (
    <section className="home-section facilities" aria-labelledby="facilities-title">
      <h2 id="facilities-title">{t("facilities.title")}</h2>
      <p className="section-intro">{t("facilities.intro")}</p>
      <div className="facilities-layout">
        <figure className="facility-main">
          <img
            src={src(active.id)}
            width={800}
            height={500}
            alt={t(active.name)}
            loading="lazy"
            decoding="async"
            data-facility={active.id}
          />
          <figcaption>
            <strong>{t(active.name)}</strong> {t(active.text)}
          </figcaption>
        </figure>
        <ul className="facility-thumbs">
          {FACILITIES.map((facility, index) => (
            <li key={facility.id}>
              <button
                type="button"
                className="facility-thumb"
                aria-pressed={index === current}
                aria-label={t("facilities.show", { name: t(facility.name) })}
                onClick={() => setCurrent(index)}
              >
                <img src={src(facility.id)} width={72} height={72} alt="" loading="lazy" decoding="async" />
                <span aria-hidden="true">{t(facility.name)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
