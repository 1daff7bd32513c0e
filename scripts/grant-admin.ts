// `npm run admin:grant -- <email> [--revoke]`: sets (or removes) the `admin` custom claim on a Firebase user.
// In development it talks to the Auth emulator that `npm start` runs (127.0.0.1:9099 unless
// FIREBASE_AUTH_EMULATOR_HOST says otherwise); in production to the real Firebase project.
import { createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { runCli } from "#server/main.ts";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const email = args.find((a) => !a.startsWith("--"));
  const revoke = args.includes("--revoke");
  if (!email) throw new ConfigError("usage: npm run admin:grant -- <email> [--revoke]");
  const env = { ...process.env };
  if (env.NODE_ENV !== "production" && !env.FIREBASE_AUTH_EMULATOR_HOST)
    env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
  const auth = createFirebaseAuth(loadConfig(env));
  try {
    const uid = await auth.findUidByEmail(email);
    if (!uid) throw new ConfigError(`No Firebase user has the e-mail ${email}.`);
    await auth.setAdminClaim(uid, !revoke);
    // Claims travel inside tokens: revoking makes the next request of any open session sign in again.
    await auth.revokeSessions(uid);
    console.log(`${email} is ${revoke ? "no longer" : "now"} an admin (takes effect at their next sign-in).`);
  } finally {
    await auth.close();
  }
}

await runCli(main);
