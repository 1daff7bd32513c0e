// What a visitor typed or chose before the page's code ran. The server's page works at once, so on a slow phone a
// visitor types into a field React has not taken over yet; when it does, React sets a field it owns (value={…})
// back to its state, and the text is gone. A component that owns a field's state reads the field once, as React
// takes over the page, and makes what it finds its state (DESIGN.md "Slow phones").
import { useLayoutEffect, useRef } from "react";

/** A field as the visitor left it before hydration. */
export interface EarlyInput {
  value: string;
  /** A checkbox's or radio button's state (false for other fields). */
  checked: boolean;
  /** Whether the visitor changed it from what the server rendered. */
  changed: boolean;
  /** Whether it has the focus (a list of suggestions it opens should be open). */
  focused: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** React has not taken over the page yet: root.tsx marks <html> once it has. */
export function hydrating(): boolean {
  return typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated");
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/** Whether `control` differs from what the server rendered (the markup's own value, selection or check). */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return (rendered?.value ?? "") !== control.value;
  }
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The field `id` as it is now, or null when it is not there or the visitor neither changed nor focused it. */
export function readEarlyInput(id: string): EarlyInput | null {
  const control = document.getElementById(id);
  if (!isControl(control)) return null;
  const changed = changedByVisitor(control);
  const focused = document.activeElement === control;
  if (!changed && !focused) return null;
  return { value: control.value, checked: isToggle(control) && control.checked, changed, focused };
}

/** A form as the visitor left it before hydration. */
export interface EarlyForm {
  /** Its text fields as it would send them. */
  fields: [string, string][];
  /** The names of the fields the visitor changed. */
  changed: ReadonlySet<string>;
}

/** The form `id` (with the fields outside it that name it), or null when it is not there or nothing changed. */
export function readEarlyForm(id: string): EarlyForm | null {
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return null;
  const changed = new Set<string>();
  for (const element of form.elements)
    if (isControl(element) && element.name && changedByVisitor(element)) changed.add(element.name);
  if (changed.size === 0) return null;
  const fields = [...new FormData(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { fields, changed };
}

/**
 * Runs `take` once with what `read` finds as React takes over the page, before it is painted; never on a page the
 * app renders itself. `read` runs while React renders, before React sets the fields it owns back to the state the
 * server rendered.
 */
function useTakenUp<T>(read: () => T | null, take: (found: T) => void): void {
  const early = useRef<T | null | undefined>(undefined);
  if (early.current === undefined) early.current = hydrating() ? read() : null;
  const taken = useRef(take);
  useLayoutEffect(() => {
    const found = early.current;
    if (found) taken.current(found);
  }, []);
}

/** Takes up what the visitor did to the field `id` before hydration: changed it, or left the focus in it. */
export function useEarlyInput(id: string, take: (input: EarlyInput) => void): void {
  useTakenUp(() => readEarlyInput(id), take);
}

/** Takes up the changes the visitor made to the form `id` before hydration. */
export function useEarlyForm(id: string, take: (form: EarlyForm) => void): void {
  useTakenUp(() => readEarlyForm(id), take);
}
