import type { Config } from "#server/config.ts";
import { createFirebaseAuth } from "./firebase.ts";

interface DemoAuthAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

/** Makes sure a demo account exists in Firebase Auth (the emulator, in development) and returns its uid. */
export async function ensureDemoAuthUser(config: Config, account: DemoAuthAccount): Promise<string> {
  if (config.isProduction) throw new Error("Demo accounts are never created in production.");
  const auth = createFirebaseAuth(config);
  const uid = await auth.upsertVerifiedUser({
    email: account.email,
    password: account.password,
    displayName: `${account.firstName} ${account.lastName}`,
  });
  await auth.setAdminClaim(uid, account.isAdmin);
  return uid;
}
