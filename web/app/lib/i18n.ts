// Every user-facing string goes through t(). English first; Tamil entries fall back to English until translated.
const en = {
  "site.name": "Nilam",
  "site.tagline": "Land and property across Tamil Nadu",
  "site.description":
    "Buy, rent, lease and sell land, houses, apartments, stores and farm houses in all 38 districts of Tamil Nadu.",
  "nav.main": "Main",
  "nav.buy": "Buy",
  "nav.sell": "Sell",
  "nav.rent": "Rent",
  "nav.lease": "Lease",
  "nav.contact": "Contact Us",
  "nav.login": "Login",
  "nav.menu": "Menu",
  "nav.profile": "Your profile ({name})",
  "nav.logout": "Logout",
  "search.label": "Search listings",
  "search.placeholder": "Enter the address, city",
  "search.submit": "Search",
  "sellModal.message": "Please login before accessing the Sell page.",
  "sellModal.close": "Close",
  "sellModal.login": "Login",
  "footer.about": "About",
  "footer.contact": "Contact",
  "footer.terms": "Terms and Conditions",
  "footer.privacy": "Privacy Policy",
  "footer.refund": "Refund",
  "footer.mail": "Write to us",
  "footer.copyright": "© {year} Nilam. All rights reserved.",
  "type.sell": "Buy",
  "type.rent": "Rent",
  "type.lease": "Lease",
  "home.title": "Properties for {type}",
  "home.metaTitle": "Properties for {type} in Tamil Nadu · Nilam",
  "home.metaDescription":
    "The newest approved land, houses, apartments, stores and farm houses for {type} across Tamil Nadu.",
  "home.intro":
    "Verified listings from owners and brokers in all 38 districts, approved before they go live.",
  "newest.title": "Newest listings",
  "newest.previous": "Previous listings",
  "newest.next": "Next listings",
  "newest.empty": "No properties found.",
  "card.code": "Code",
  "card.viewDetails": "View Details",
  "card.rooms": "Rooms",
  "card.noImage": "No photo yet",
  "card.perMonth": "/ month",
  "notFound.title": "Page not found",
  "notFound.body": "We could not find that page. It may have moved, or the listing is no longer available.",
  "notFound.home": "Browse properties",
  "error.title": "Something went wrong",
  "error.body": "Please try again in a moment.",
  "login.metaTitle": "Log In · Nilam",
  "login.title": "Log In",
  "login.email": "Email",
  "login.password": "Password",
  "login.showPassword": "Show password",
  "login.hidePassword": "Hide password",
  "login.forgotPassword": "Forgot Password?",
  "login.submit": "Login",
  "login.busy": "Signing in…",
  "login.noAccount": "New to Nilam?",
  "login.signUp": "Sign Up",
  "login.error.invalidEmail": "Invalid email address.",
  "login.error.userDisabled": "This user has been disabled.",
  "login.error.userNotFound": "No user found with this email.",
  "login.error.wrongPassword": "Incorrect password. Please try again.",
  "login.error.emailNotVerified": "Please verify your email before logging in.",
  "login.error.tooManyRequests": "Too many attempts. Please wait a few minutes and try again.",
  "login.error.failed": "Login failed: {message}",
} as const;

export type MessageKey = keyof typeof en;
export type Locale = "en" | "ta";

const ta: Partial<Record<MessageKey, string>> = {
  "nav.buy": "வாங்க",
  "nav.sell": "விற்க",
  "nav.rent": "வாடகை",
  "nav.lease": "குத்தகை",
  "nav.contact": "தொடர்பு",
};

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, ta };

export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = "en"): string {
  const template = catalogues[locale][key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
