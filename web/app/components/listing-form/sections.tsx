// The listing form's sections, one fieldset with a heading each, in the order a phone shows them. Conditional
// fields (isShown) are not rendered at all when hidden, so they are not sent either.
import type { ReactNode } from "react";
import { districtLabel, TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import {
  FACING_DIRECTIONS,
  guidelineUnitLabel,
  guidelineUnitsFor,
  LISTING_STATE,
  type ListingFormField,
  MAX_GUIDELINE_SOURCE,
} from "#shared/forms/listing.ts";
import { areaUnitLabel } from "#shared/units.ts";
import {
  budgetMethodLabel,
  facingDirectionLabel,
  propertyNameLabel,
  propertyTypeLabel,
  roomOptionLabel,
  userTypeLabel,
} from "#shared/value-labels.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_TYPES,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import {
  BudgetField,
  FixedField,
  type FormState,
  optionsOf,
  RupeesField,
  SelectField,
  TextAreaField,
  TextField,
  YesNoField,
} from "./fields.tsx";
import { areaInOtherUnits, isShown, livePriceTexts } from "./form-logic.ts";
import { LISTING_FORM_TYPE_LABELS } from "./labels.ts";
import type { LocationFields } from "./location-fields.ts";
import { MapPlacement } from "./MapPlacement.tsx";
import { useMapSettings } from "./map-settings.ts";

export function Section(props: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="form-section" id={props.id}>
      <legend>
        <h2>{props.title}</h2>
      </legend>
      {props.hint ? <p className="field-hint section-hint">{props.hint}</p> : null}
      <div className="form-grid">{props.children}</div>
    </fieldset>
  );
}

const typeOptions = () => LISTING_TYPES.map((value) => ({ value, label: LISTING_FORM_TYPE_LABELS[value]() }));
const unitOptions = () => AREA_UNITS.map((value) => ({ value, label: areaUnitLabel(value) }));

export function PropertySection({ form }: { form: FormState }) {
  const fixed = form.readOnly.has("propertyName");
  const typeLabel =
    typeOptions().find((option) => option.value === form.values.types)?.label ?? form.values.types;
  return (
    <Section id="section-property" title={m["listingForm.section.property"]()}>
      {fixed ? (
        <FixedField
          form={form}
          name="propertyName"
          text={propertyNameLabel(form.values.propertyName)}
          hint={m["edit.readOnly"]()}
        />
      ) : (
        <SelectField
          form={form}
          name="propertyName"
          options={optionsOf(PROPERTY_NAMES, (v) => propertyNameLabel(v))}
          required
        />
      )}
      {fixed ? (
        <FixedField form={form} name="types" text={typeLabel} hint={m["edit.readOnly"]()} />
      ) : (
        <SelectField form={form} name="types" options={typeOptions()} required />
      )}
      {isShown(form.values, "leaseYears") ? (
        <TextField form={form} name="leaseYears" inputMode="numeric" maxLength={2} />
      ) : null}
      <SelectField
        form={form}
        name="propertyType"
        options={optionsOf(PROPERTY_TYPES, (v) => propertyTypeLabel(v))}
        required
      />
      <SelectField
        form={form}
        name="userType"
        options={optionsOf(USER_TYPES, (v) => userTypeLabel(v))}
        required
      />
    </Section>
  );
}

export function PriceSection({ form }: { form: FormState }) {
  const prices = livePriceTexts(form.values);
  const priceText = [
    prices.perCent ? m["listingForm.pricePerCent"]({ price: prices.perCent }) : null,
    prices.perAcre ? m["listingForm.pricePerAcre"]({ price: prices.perAcre }) : null,
  ].filter(Boolean);
  return (
    <Section id="section-price" title={m["listingForm.section.price"]()}>
      <BudgetField form={form} describedBy={priceText.length > 0 ? "listing-live-prices" : null} />
      <SelectField
        form={form}
        name="budgetMethod"
        options={optionsOf(BUDGET_METHODS, (v) => budgetMethodLabel(v))}
      />
      {priceText.length > 0 ? (
        <p id="listing-live-prices" className="live-note field-wide">
          {priceText.join(" · ")}
        </p>
      ) : null}
    </Section>
  );
}

function Equivalents({ id, area, unit }: { id: string; area: string; unit: string }) {
  const others = areaInOtherUnits(area, unit);
  if (!others || others.length === 0) return null;
  return (
    <p id={id} className="live-note">
      {m["listingForm.areaEquals"]({ list: others.join(" = ") })}
    </p>
  );
}

export function AreaSection({ form }: { form: FormState }) {
  const { values } = form;
  const areaNote = areaInOtherUnits(values.area, values.areaUnit) ? "listing-area-equals" : null;
  const builtUpUnit = values.builtUpAreaUnit || values.areaUnit;
  const builtUpNote = areaInOtherUnits(values.builtUpArea, builtUpUnit) ? "listing-built-up-equals" : null;
  return (
    <Section id="section-area" title={m["listingForm.section.area"]()}>
      <TextField form={form} name="area" inputMode="decimal" maxLength={20} describedBy={areaNote} />
      <SelectField form={form} name="areaUnit" options={unitOptions()} placeholder={null} />
      <div className="field-wide">
        <Equivalents id="listing-area-equals" area={values.area} unit={values.areaUnit} />
      </div>
      <TextField
        form={form}
        name="lengthFt"
        inputMode="decimal"
        maxLength={12}
        hint={m["listingForm.hint.dimensions"]()}
      />
      <TextField form={form} name="breadthFt" inputMode="decimal" maxLength={12} />
      {isShown(values, "builtUpArea") ? (
        <>
          <TextField
            form={form}
            name="builtUpArea"
            inputMode="decimal"
            maxLength={20}
            describedBy={builtUpNote}
          />
          <SelectField
            form={form}
            name="builtUpAreaUnit"
            options={unitOptions()}
            placeholder={m["listingForm.sameUnit"]()}
          />
          <div className="field-wide">
            <Equivalents id="listing-built-up-equals" area={values.builtUpArea} unit={builtUpUnit} />
          </div>
        </>
      ) : null}
    </Section>
  );
}

export function FeaturesSection({ form }: { form: FormState }) {
  const shown = (name: ListingFormField) => isShown(form.values, name);
  return (
    // Land has no rooms: its section is named for what it holds.
    <Section
      id="section-features"
      title={(shown("numberOfRooms")
        ? m["listingForm.section.features"]
        : m["listingForm.section.facilities"])()}
    >
      {shown("numberOfRooms") ? (
        <SelectField
          form={form}
          name="numberOfRooms"
          options={optionsOf(ROOM_OPTIONS, (v) => roomOptionLabel(v))}
        />
      ) : null}
      {shown("numberOfBathrooms") ? (
        <TextField form={form} name="numberOfBathrooms" inputMode="numeric" maxLength={2} />
      ) : null}
      <YesNoField form={form} name="electricity" />
      <YesNoField form={form} name="waterFacility" />
      <YesNoField form={form} name="boreWell" />
      <YesNoField form={form} name="roadFacility" />
      {shown("parking") ? <YesNoField form={form} name="parking" /> : null}
      {shown("lift") ? <YesNoField form={form} name="lift" /> : null}
      <SelectField
        form={form}
        name="facingDirection"
        options={optionsOf(FACING_DIRECTIONS, (v) => facingDirectionLabel(v))}
      />
      <TextField form={form} name="ageOfPropertyYears" inputMode="numeric" maxLength={3} />
      <TextAreaField form={form} name="amenities" maxLength={500} hint={m["listingForm.hint.amenities"]()} />
    </Section>
  );
}

export function LocationSection({
  form,
  location,
  changeLocation,
}: {
  form: FormState;
  /** The place on the map (the form's latitude, longitude and locationShown). */
  location: LocationFields;
  changeLocation(fields: LocationFields): void;
}) {
  const map = useMapSettings();
  return (
    <Section id="section-location" title={m["listingForm.section.location"]()}>
      <TextAreaField form={form} name="propertyAddress" required maxLength={300} />
      <TextField form={form} name="locality" maxLength={80} />
      <SelectField
        form={form}
        name="city"
        options={optionsOf(TAMIL_NADU_DISTRICTS, (v) => districtLabel(v))}
        required
      />
      <FixedField
        form={form}
        name="state"
        text={form.values.state === LISTING_STATE ? m["detail.tamilNadu"]() : form.values.state}
      />
      <TextField
        form={form}
        name="zipCode"
        required
        inputMode="numeric"
        maxLength={6}
        hint={m["listingForm.hint.zipCode"]()}
      />
      <MapPlacement
        fields={location}
        city={form.values.city}
        config={map}
        error={form.errors.latitude ?? form.errors.longitude ?? form.errors.locationShown ?? null}
        onChange={changeLocation}
      />
    </Section>
  );
}

export function ContactSection({ form }: { form: FormState }) {
  return (
    <Section
      id="section-contact"
      title={m["listingForm.section.contact"]()}
      hint={m["listingForm.section.contactHint"]()}
    >
      <TextField form={form} name="contactOwnerName" required autoComplete="name" maxLength={100} />
      <TextField
        form={form}
        name="contactOwnerPhone"
        required
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={10}
        hint={m["listingForm.hint.phone"]()}
      />
    </Section>
  );
}

/** A hint naming a reference's published format: the example is a format, the same in every language. */
function FormatHint({ text, example }: { text: string; example: string }) {
  return (
    <>
      {text} <code>{example}</code>
    </>
  );
}

/** The Registration Department's guideline values, searchable by village and survey number or street. */
export const TNREGINET_URL = "https://tnreginet.gov.in/portal/";
const GUIDELINE_HELP_ID = "listing-guideline-help";
/** Stands for the site's name in a message, which the page then shows as an address (in <code>, as it is typed). */
const SITE_MARK = "\u2063";

/** A message naming a web site: the words in the page's language around the site's address. */
function WithSite({ text, site }: { text: string; site: string }) {
  const [before = "", after = ""] = text.split(SITE_MARK);
  return (
    <>
      {before}
      <code>{site}</code>
      {after}
    </>
  );
}

/**
 * The guideline value of a sale (issue 35): what the register says, its unit (only those the register gives for
 * the property name; all while none is chosen) and where it is from, shown publicly; and for an apartment or a
 * house, whether it is the builder's first sale.
 */
function GuidelineFields({ form }: { form: FormState }) {
  const shown = (name: ListingFormField) => isShown(form.values, name);
  const units = guidelineUnitsFor(form.values.propertyName);
  return (
    <>
      {shown("guidelineValue") ? (
        <>
          <p id={GUIDELINE_HELP_ID} className="field-hint field-wide guideline-help">
            {m["form.guideline.hint"]()}{" "}
            <a href={TNREGINET_URL} target="_blank" rel="noopener external">
              <WithSite text={m["form.guideline.lookUp"]({ site: SITE_MARK })} site="tnreginet.gov.in" />
              <span className="visually-hidden"> {m["form.guideline.newTab"]()}</span>
            </a>
            . {m["form.guideline.public"]()}
          </p>
          <RupeesField form={form} name="guidelineValue" describedBy={GUIDELINE_HELP_ID} />
          <SelectField
            form={form}
            name="guidelineValueUnit"
            options={units.map((unit) => ({ value: unit, label: guidelineUnitLabel(unit) }))}
            placeholder={m["listingForm.choose"]()}
          />
          <TextField
            form={form}
            name="guidelineValueSource"
            maxLength={MAX_GUIDELINE_SOURCE}
            wide
            hint={<FormatHint text={m["form.guideline.sourceHint"]()} example="S.No. 123/4A, Vadavalli" />}
            describedBy={GUIDELINE_HELP_ID}
          />
        </>
      ) : null}
      {shown("firstSale") ? <YesNoField form={form} name="firstSale" /> : null}
    </>
  );
}

export function TitleSection({ form }: { form: FormState }) {
  return (
    <Section
      id="section-title"
      title={m["listingForm.section.title"]()}
      hint={m["listingForm.section.titleHint"]()}
    >
      <TextField form={form} name="pattaNumber" maxLength={40} />
      <TextField form={form} name="surveyNumber" maxLength={40} />
      <TextField
        form={form}
        name="dtcpCmdaApprovalNumber"
        maxLength={60}
        hint={
          <FormatHint text={m["listingForm.hint.dtcpCmdaApprovalNumber"]()} example="DTCP No. 123/2019" />
        }
      />
      <TextField
        form={form}
        name="tnreraNumber"
        maxLength={60}
        hint={<FormatHint text={m["listingForm.hint.tnreraNumber"]()} example="TN/29/Building/0062/2020" />}
      />
      <TextField
        form={form}
        name="roadWidthFt"
        inputMode="decimal"
        maxLength={6}
        hint={m["listingForm.hint.roadWidthFt"]()}
      />
      <YesNoField form={form} name="cornerPlot" />
      <SelectField
        form={form}
        name="roadSide"
        options={optionsOf(FACING_DIRECTIONS, (v) => facingDirectionLabel(v))}
      />
      <GuidelineFields form={form} />
    </Section>
  );
}
