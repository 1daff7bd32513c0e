import type { ChangeEvent, ReactNode } from "react";
import { districtLabel, TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import type { FieldErrors, ListingFilters } from "#shared/listing-filters/values.ts";
import { TYPE_PARAM } from "#shared/paths.ts";
import { propertyNameLabel, propertyTypeLabel, roomOptionLabel } from "#shared/value-labels.ts";
import { LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { ROAD_WIDTH_CHOICES, roomsApply } from "./results-logic.ts";

interface Option {
  /** The parameter, when not the group's own (a group of separate yes/no filters). */
  name?: keyof FieldErrors;
  value: string;
  label: string;
  checked: boolean;
}

/** A fieldset of radios (one choice) or checkboxes (toggles, sent as repeated parameters: city=Salem&city=Erode). */
function ChoiceGroup(props: {
  legend: string;
  name: keyof FieldErrors;
  kind: "radio" | "checkbox";
  options: Option[];
  error: string | undefined;
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
  long?: boolean;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="filter-group" aria-describedby={props.error ? errorId : undefined}>
      <legend>{props.legend}</legend>
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
      <div className={props.long ? "choices choices-long" : "choices"}>
        {props.options.map((o) => (
          <label key={`${o.name ?? ""}${o.value || "any"}`} className="choice">
            <input
              type={props.kind}
              name={o.name ?? props.name}
              value={o.value}
              checked={o.checked}
              onChange={props.onToggle}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filters of the panel other than the budget. `shown` are the filters being loaded while a navigation is
 * under way, so a toggle shows its new state at once; the back button brings the URL's state back.
 */
export function FilterGroups(props: {
  shown: ListingFilters;
  fieldErrors: FieldErrors;
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The budget filter, placed before the long list of cities. */
  budget: ReactNode;
}) {
  const { shown, fieldErrors, onToggle } = props;
  const any = m["results.any"]();
  return (
    <>
      <ChoiceGroup
        legend={m["results.group.types"]()}
        name="types"
        kind="radio"
        error={fieldErrors.types?.[0]}
        onToggle={onToggle}
        options={[
          { value: "", label: any, checked: shown.types === undefined },
          ...LISTING_TYPES.map((type) => ({
            value: TYPE_PARAM[type],
            label: LISTING_TYPE_LABELS[type](),
            checked: shown.types === type,
          })),
        ]}
      />
      <ChoiceGroup
        legend={m["results.group.propertyName"]()}
        name="propertyName"
        kind="radio"
        error={fieldErrors.propertyName?.[0]}
        onToggle={onToggle}
        options={[
          { value: "", label: any, checked: shown.propertyName === undefined },
          ...PROPERTY_NAMES.map((name) => ({
            value: name,
            label: propertyNameLabel(name),
            checked: shown.propertyName === name,
          })),
        ]}
      />
      <ChoiceGroup
        legend={m["results.group.propertyType"]()}
        name="propertyType"
        kind="checkbox"
        error={fieldErrors.propertyType?.[0]}
        onToggle={onToggle}
        options={PROPERTY_TYPES.map((type) => ({
          value: type,
          label: propertyTypeLabel(type),
          checked: shown.propertyType.includes(type),
        }))}
      />
      {roomsApply(shown.propertyName) ? (
        <ChoiceGroup
          legend={m["results.group.rooms"]()}
          name="rooms"
          kind="checkbox"
          error={fieldErrors.rooms?.[0]}
          onToggle={onToggle}
          options={ROOM_OPTIONS.map((rooms) => ({
            value: rooms,
            label: roomOptionLabel(rooms),
            checked: shown.rooms.includes(rooms),
          }))}
        />
      ) : null}
      {props.budget}
      <ChoiceGroup
        legend={m["results.group.title"]()}
        name="approvedLayout"
        kind="checkbox"
        error={fieldErrors.approvedLayout?.[0] ?? fieldErrors.tnrera?.[0]}
        onToggle={onToggle}
        options={[
          {
            name: "approvedLayout",
            value: "yes",
            label: m["results.filter.approvedLayout"](),
            checked: Boolean(shown.approvedLayout),
          },
          {
            name: "tnrera",
            value: "yes",
            label: m["results.filter.tnrera"](),
            checked: Boolean(shown.tnrera),
          },
        ]}
      />
      <ChoiceGroup
        legend={m["results.group.roadWidth"]()}
        name="minRoadWidth"
        kind="radio"
        error={fieldErrors.minRoadWidth?.[0]}
        onToggle={onToggle}
        options={[
          { value: "", label: any, checked: shown.minRoadWidth === undefined },
          ...ROAD_WIDTH_CHOICES.map((feet) => ({
            value: String(feet),
            label: m["results.filter.roadWidthAtLeast"]({ feet }),
            checked: shown.minRoadWidth === feet,
          })),
        ]}
      />
      <ChoiceGroup
        legend={m["results.group.city"]()}
        name="city"
        kind="checkbox"
        long
        error={fieldErrors.city?.[0]}
        onToggle={onToggle}
        options={TAMIL_NADU_DISTRICTS.map((city) => ({
          value: city,
          label: districtLabel(city),
          checked: shown.city.includes(city),
        }))}
      />
    </>
  );
}
