// A member's saved searches (server/http/api/saved-searches.ts).
import * as z from "zod/mini";
import { dateTime, described } from "./common.ts";

export {
  savedSearchAlertsSchema as savedSearchAlertsBody,
  saveSearchSchema as saveSearchBody,
} from "../forms/saved-search.ts";
export { messageAnswer as savedSearchDeletedAnswer } from "./common.ts";

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: described(z.string(), "The results page's query string: /propertylisting?{query}"),
  alerts: described(z.boolean(), "Whether the daily e-mail is on"),
  createdAt: dateTime,
});
export const savedSearchesAnswer = z.object({ savedSearches: z.array(savedSearch) });
export const savedSearchAnswer = z.object({ savedSearch, message: z.string() });
