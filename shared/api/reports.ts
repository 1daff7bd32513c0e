// A listing's reports (server/http/api/listings.ts): the answer the browser's Report dialog reads, in a module of its
// own, so that the dialog loads neither the listing reads' schemas nor, through their re-exports, the Sell form's
// (shared/forms/listing.ts), which would then leave the Sell and edit pages' chunk for one both share.
export { messageAnswer as reportAnswer } from "./common.ts";
