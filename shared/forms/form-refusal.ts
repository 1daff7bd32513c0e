// The shape of a refused form as a page action answers it (server/http/form-refusal.ts makes it); here, so that the
// page components in web/app/components/ read it without importing server code.

/** Field → the message beside it; typed by the form's fields when they are named. */
export type FieldMessages<Field extends string = string> = string extends Field
  ? Record<string, string>
  : Partial<Record<Field, string>>;

/** What a page action answers for a refused form. */
export interface FormRefusal<Field extends string = string> {
  ok: false;
  status: number;
  /** For the whole form: 'Please correct the highlighted fields.', the service's refusal, or the failure. */
  message: string;
  /** The first message of each field at fault. */
  fieldErrors: FieldMessages<Field>;
}
