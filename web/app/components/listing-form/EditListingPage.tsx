import type { ListingFormFields } from "#shared/forms/listing.ts";
import type { ListingStatus } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import { ListingForm, type ListingFormAnswer, type SavedMedia } from "./ListingForm.tsx";

/** What the edit pages load (loadListingForEdit). */
export interface EditListingData {
  listing: { id: string; code: string; status: ListingStatus };
  form: ListingFormFields;
  media: readonly SavedMedia[];
  /** An owner's edit of an approved or rejected listing is a new submission: the form says so before saving. */
  sendsForApproval: boolean;
}

/**
 * An edit page's content, the owner's or an admin's: its title and intro, then the listing's form filled in. The
 * route gives the container: the owner's page is its own `main`, the admin's a section of the console's.
 */
export function EditListingPage(props: {
  data: EditListingData;
  answer: ListingFormAnswer | undefined;
  title: string;
  intro: string;
  /** Where Cancel (and a saved edit) goes. */
  cancelTo: string;
}) {
  const { listing, form, media, sendsForApproval } = props.data;
  const notice = sendsForApproval
    ? listing.status === "approved"
      ? m["edit.approvedNotice"]()
      : m["edit.rejectedNotice"]()
    : null;
  return (
    <>
      <h1>{props.title}</h1>
      <p className="page-intro">{props.intro}</p>
      <ListingForm
        key={listing.id}
        mode="edit"
        start={form}
        savedMedia={media}
        answer={props.answer}
        notice={notice}
        cancelTo={props.cancelTo}
      />
    </>
  );
}
