import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
import type { Config } from "../config.ts";

const FIREBASE_ORIGINS = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://www.googleapis.com",
  // Live data for signed-in members (reactfire).
  "https://firestore.googleapis.com",
];

/** Browser features no page of ours uses: denied to our pages and to every frame in them. */
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "serial",
  "usb",
];

/**
 * The Permissions-Policy of every response. Geolocation only for our own pages (the Sell form's "Use my current
 * location"), never for a frame. Payments are denied too, except, where Razorpay is the gateway, to Razorpay's
 * Checkout frames (which may use the Payment Request API) and our own page that opens them.
 */
export function permissionsPolicy(config: Config): string {
  const payment =
    config.payments.provider === "razorpay"
      ? 'payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")'
      : "payment=()";
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), "geolocation=(self)", payment].join(", ");
}

/**
 * Security headers with a strict CSP: scripts from our origin and the few services named here, and on a page
 * the inline scripts it holds, by hash (added by server/http/pages.ts). Vite's dev server needs inline scripts and
 * eval.
 */
export function securityHeaders(config: Config, options: { dev: boolean }) {
  const policy = permissionsPolicy(config);
  const headers = helmetHeaders(config, options);
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader("permissions-policy", policy);
    headers(req, res, next);
  };
}

function helmetHeaders(config: Config, options: { dev: boolean }) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  const firestoreEmulator = config.firebase.firestoreEmulatorHost
    ? [`http://${config.firebase.firestoreEmulatorHost}`]
    : [];
  // Media on S3 are served from the bucket's or the CDN's own origin (S3_PUBLIC_URL); owners and admins see the media
  // of listings not on the site through URLs signed for the private bucket.
  const mediaOrigin =
    config.storage.driver === "s3"
      ? [...new Set([new URL(config.storage.publicUrl).origin, config.storage.privateBucketOrigin])]
      : [];
  // Large videos go from the browser straight to the bucket (presigned PUTs), only where direct uploads are on.
  const uploadOrigin =
    config.storage.driver === "s3" && config.media.directUploadOverBytes !== null
      ? [config.storage.privateBucketOrigin]
      : [];
  // Razorpay's Checkout script and its frames, only where Razorpay is the gateway (the sandbox's page is ours).
  const razorpay = config.payments.provider === "razorpay";
  const razorpayScript = razorpay ? ["https://checkout.razorpay.com"] : [];
  const razorpayFrames = razorpay ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : [];
  // Map tiles come from the template's origin (MAP_TILE_URL), and from nowhere else.
  const tileOrigin = config.map ? [config.map.origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": options.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...razorpayScript]
          : [
              "'self'",
              // Firebase's Google sign-in popup talks to its window through Google's iframe library.
              "https://apis.google.com",
              ...razorpayScript,
            ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...mediaOrigin, ...tileOrigin],
        "media-src": ["'self'", "blob:", ...mediaOrigin],
        "connect-src": [
          "'self'",
          ...FIREBASE_ORIGINS,
          ...uploadOrigin,
          ...emulator,
          ...firestoreEmulator,
          ...(options.dev ? ["ws:"] : []),
        ],
        "frame-src": [
          "'self'",
          `https://${config.firebase.authDomain}`,
          // The Contact page's map of the office, once the visitor asks for it (web/app/lib/site-contact.ts).
          "https://www.openstreetmap.org",
          ...emulator,
          ...razorpayFrames,
        ],
        "upgrade-insecure-requests": config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it a browser sends `Origin: null` on our own forms when it posts them
    // natively (before or without our JavaScript), and the same-origin check cannot tell them from another
    // site's. same-origin keeps the real Origin there and, like no-referrer, tells other sites nothing: no
    // Referer (with a listing's address or a search) and a null Origin on anything but CORS requests.
    referrerPolicy: { policy: "same-origin" },
    // Firebase's Google sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    strictTransportSecurity: config.isProduction,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What the same-origin check reads of a request. */
export interface RequestSource {
  method: string;
  /** The Origin header, if any ("null" included). */
  origin: string | undefined;
  /** Fetch Metadata's Sec-Fetch-Site, if any: same-origin, same-site, cross-site or none. */
  fetchSite: string | undefined;
  /** The origin the request was sent to (its Host), when known. */
  ownOrigin: string | null;
  hasSession: boolean;
}

/**
 * Whether a state-changing request may have come from another site, read from what a page cannot forge:
 * - `Sec-Fetch-Site` is the browser's own word: `cross-site` and `same-site` (another port or subdomain of the
 *   same host is same-site) are refused, whatever the Origin says;
 * - an Origin of ours passes; `Origin: null` passes only when `Sec-Fetch-Site` is exactly `same-origin` (a
 *   browser or privacy setting that hides the origin of a page's own form), and any other Origin is refused;
 * - with neither header, no current browser sent it (every one sends Origin on a POST): it passes only without a
 *   session cookie, so a member's session cannot be used by a request we cannot place.
 * Pages send `Referrer-Policy: same-origin`, under which a browser keeps the real Origin on a same-origin form
 * post that it sends before or without our JavaScript.
 */
export function isCrossSite(request: RequestSource, allowed: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const { origin, fetchSite } = request;
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  if (origin === "null") return fetchSite !== "same-origin";
  if (origin) return !(allowed.has(origin) || origin === request.ownOrigin);
  if (fetchSite === "same-origin") return false;
  return request.hasSession;
}

/**
 * Refuses cross-site state changes (isCrossSite) with a 403, answered as the form's page in its language for a
 * form, as JSON for the API (server/http/error-handler.ts).
 */
export function requireSameOrigin(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  return (req: Request, _res: Response, next: NextFunction): void => {
    const host = req.get("host");
    const crossSite = isCrossSite(
      {
        method: req.method,
        origin: req.get("origin"),
        fetchSite: req.get("sec-fetch-site"),
        ownOrigin: host ? `${req.protocol}://${host}` : null,
        hasSession: req.get("cookie")?.includes("__session=") ?? false,
      },
      allowed,
    );
    next(crossSite ? AppError.forbidden(m["error.crossSite"]()) : undefined);
  };
}
