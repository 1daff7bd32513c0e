import { useState } from "react";
import { type Message, m } from "#web/lib/i18n.ts";

const FACILITIES: readonly { id: string; name: Message; text: Message }[] = [
  { id: "metro", name: m["facilities.metro"], text: m["facilities.metroText"] },
  { id: "hospital", name: m["facilities.hospital"], text: m["facilities.hospitalText"] },
  { id: "bus", name: m["facilities.bus"], text: m["facilities.busText"] },
  { id: "school", name: m["facilities.school"], text: m["facilities.schoolText"] },
  { id: "shopping", name: m["facilities.shopping"], text: m["facilities.shoppingText"] },
];

const src = (id: string) => `/facilities/${id}.svg`;

/** Five facilities: a large picture and round thumbnails that choose it (SPEC §2). */
export function Facilities() {
  const [current, setCurrent] = useState(0);
  const active = FACILITIES[current] ?? FACILITIES[0]!;
  return (
    <section className="home-section facilities" aria-labelledby="facilities-title">
      <h2 id="facilities-title">{m["facilities.title"]()}</h2>
      <p className="section-intro">{m["facilities.intro"]()}</p>
      <div className="facilities-layout">
        <figure className="facility-main">
          <img
            src={src(active.id)}
            width={800}
            height={500}
            alt={active.name()}
            loading="lazy"
            decoding="async"
            data-facility={active.id}
          />
          <figcaption>
            <strong>{active.name()}</strong> {active.text()}
          </figcaption>
        </figure>
        <ul className="facility-thumbs">
          {FACILITIES.map((facility, index) => (
            <li key={facility.id}>
              <button
                type="button"
                className="facility-thumb"
                aria-pressed={index === current}
                aria-label={m["facilities.show"]({ name: facility.name() })}
                onClick={() => setCurrent(index)}
              >
                <img src={src(facility.id)} width={72} height={72} alt="" loading="lazy" decoding="async" />
                <span aria-hidden="true">{facility.name()}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
