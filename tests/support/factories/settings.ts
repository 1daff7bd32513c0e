// The environment of a production instance with every setting it needs, for tests that start from it and change
// one thing (a setting missing, a tile server named).

export const PRODUCTION_SETTINGS: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://nilam.example",
  FIREBASE_PROJECT_ID: "nilam-prod",
  FIREBASE_API_KEY: "AIza-real",
  PAYMENTS_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
  SMTP_URL: "smtps://mailer:secret@smtp.nilam.example:465",
};
