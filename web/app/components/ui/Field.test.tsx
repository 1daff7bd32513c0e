import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceFieldset } from "./ChoiceFieldset.tsx";
import { Field } from "./Field.tsx";

const input = (control: object) => <input {...control} name="city" />;

describe("Field", () => {
  it("labels its control and says nothing more when there is nothing to say", () => {
    const html = renderToStaticMarkup(
      <Field id="f-city" label="City">
        {input}
      </Field>,
    );
    expect(html).toBe(
      '<div class="field"><label for="f-city">City</label><input id="f-city" name="city"/></div>',
    );
  });

  it("ties the message and the hint to the control, message first", () => {
    const html = renderToStaticMarkup(
      <Field id="f-city" label="City" hint="As on the deed" error="City is required.">
        {input}
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-city-error f-city-hint"');
    expect(html).toContain('<p id="f-city-hint" class="field-hint">As on the deed</p>');
    expect(html).toContain('<p id="f-city-error" class="field-error">City is required.</p>');
    expect(html.indexOf('f-city-hint" class')).toBeLessThan(html.indexOf('f-city-error" class'));
  });

  it("lets the hint make way for an announced message, and sits in its form's layout without a wrapper", () => {
    const hinted = renderToStaticMarkup(
      <Field id="r" className={null} label="Reason" hint="3 to 500 characters" hintGivesWay alert>
        {input}
      </Field>,
    );
    expect(hinted).toMatch(/^<label/);
    expect(hinted).toContain('aria-describedby="r-hint"');
    const refused = renderToStaticMarkup(
      <Field
        id="r"
        className={null}
        label="Reason"
        hint="3 to 500 characters"
        hintGivesWay
        alert
        error="Too short."
      >
        {input}
      </Field>,
    );
    expect(refused).not.toContain("3 to 500 characters");
    expect(refused).toContain('aria-describedby="r-error"');
    expect(refused).toContain('<p id="r-error" class="field-error" role="alert">Too short.</p>');
  });

  it("reads more text with the control by id", () => {
    const html = renderToStaticMarkup(
      <Field id="b" label="Budget" describedBy="b-words">
        {input}
      </Field>,
    );
    expect(html).toContain('aria-describedby="b-words"');
    expect(html).not.toContain("aria-invalid");
  });
});

describe("ChoiceFieldset", () => {
  it("names its choices by the legend and reads its message with them", () => {
    const html = renderToStaticMarkup(
      <ChoiceFieldset id="types" className="filter-group" legend="Type" error="Choose one.">
        <input type="radio" name="types" value="sell" />
      </ChoiceFieldset>,
    );
    expect(html).toBe(
      '<fieldset class="filter-group" aria-describedby="types-error"><legend>Type</legend>' +
        '<p id="types-error" class="field-error">Choose one.</p><input type="radio" name="types" value="sell"/></fieldset>',
    );
  });
});
