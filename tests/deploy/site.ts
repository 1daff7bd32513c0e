// What the deploy suite does to a running Nilam, whichever way it is served (the plain server, the function under
// Google's Functions Framework, Hosting in front of the Functions emulator): each step as a browser or Razorpay
// would send it, over HTTP only.
import { createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { loadConfig } from "#server/config.ts";
import { jpegWithGps } from "#tests/support/factories/media.ts";
import { signInWithPassword } from "#tests/support/identity-toolkit.ts";

export { contactForm } from "#tests/support/factories/content.ts";

export interface Site {
  /** The origin visitors use. */
  base: string;
  /** host:port of the Auth emulator the site signs in with. */
  authHost: string;
}

export interface Member {
  email: string;
  cookie: string;
}

/** A same-site browser's request: its Origin, and the member's cookie. */
export function send(
  site: Site,
  path: string,
  init: RequestInit & { cookie?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Response> {
  const { cookie, json, form, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (rest.method && rest.method !== "GET") headers.set("origin", site.base);
  if (cookie) headers.set("cookie", cookie);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  if (form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }
  return fetch(new URL(path, site.base), { redirect: "manual", ...rest, headers, body });
}

/** A new verified member, made in the site's Auth emulator through the admin API, signed in to the site. */
export async function newMember(site: Site, label: string): Promise<Member & { uid: string }> {
  const account = { email: `${label}-${Date.now()}@nilam.test`, password: "Secret@123" };
  const auth = createFirebaseAuth(
    loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: site.authHost, FIREBASE_PROJECT_ID: "demo-nilam" }),
  );
  try {
    const uid = await auth.upsertVerifiedUser({ ...account, displayName: `${label} member` });
    return { ...(await signIn(site, account)), uid };
  } finally {
    await auth.close();
  }
}

/** A verified account in the Auth emulator (made through the admin API), signed in to the site. */
export async function signIn(site: Site, account: { email: string; password: string }): Promise<Member> {
  const { idToken } = await signInWithPassword(site.authHost, account);
  const response = await send(site, "/api/v1/session", { method: "POST", json: { idToken } });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("__session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return { email: account.email, cookie };
}

/** One photo uploaded as the Sell form does: multipart, field `file`. */
export async function uploadFile(
  site: Site,
  member: Member,
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return send(site, "/api/v1/uploads", { method: "POST", cookie: member.cookie, body: form });
}

export const photo = async () => ({
  bytes: await jpegWithGps({ width: 1200, height: 900 }),
  name: "plot.jpg",
  type: "image/jpeg",
});

const sandbox = createSandboxGateway();

/** The sandbox gateway's signed webhook that a payment of `order` was captured. */
export function capturedWebhook(order: { providerOrderId: string; amountPaise: number }) {
  const paymentId = sandbox.pay(order.providerOrderId).paymentId;
  return sandbox.webhookDelivery({
    event: "payment.captured",
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: order.amountPaise,
          currency: "INR",
          status: "captured",
          order_id: order.providerOrderId,
          method: "upi",
          error_code: null,
          error_description: null,
        },
      },
    },
  });
}

/** Posts a webhook delivery as the gateway does: no cookie, no Origin, the body as signed. */
export function deliverWebhook(site: Site, delivery: { body: string; headers: Record<string, string> }) {
  return fetch(new URL("/api/v1/webhooks/sandbox", site.base), {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
}

/** The page's <title>, to compare two servers' pages without their nonces and timestamps. */
export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
