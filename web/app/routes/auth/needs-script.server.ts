import { data } from "react-router";

/** What an account form says when it was posted natively: the e-mail back (never a password), and why. */
export interface NeedsScriptAnswer {
  needsScript: true;
  email: string;
}

/**
 * The action of a form that only Firebase's browser SDK can carry out (signing in or up, a reset, a phone code):
 * posted without JavaScript, or before it has loaded, it reaches the server, which cannot do it and says so on
 * the page. The form posts, rather than GETs, so that what was typed (a password) never goes into an address.
 */
export async function needsScript(request: Request) {
  const email = (await request.formData().catch(() => null))?.get("email");
  const answer: NeedsScriptAnswer = {
    needsScript: true,
    email: typeof email === "string" ? email.slice(0, 254) : "",
  };
  return data(answer, { status: 400 });
}
