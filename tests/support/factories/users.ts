import { randomUUID } from "node:crypto";
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";

export type TestUser = UserDoc & { uid: string };

let counter = 0;

/**
 * A `users/{uid}` document with sensible defaults; pass what the test is about. The uid defaults to a unique
 * string; pass the uid of a real Auth-emulator account when the test signs in as this user.
 */
export async function createUser(db: Db, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  counter += 1;
  const { uid = `uid-${randomUUID()}`, ...fields } = overrides;
  const moment = new Date();
  const user: UserDoc = {
    email: `person${counter}-${randomUUID().slice(0, 8)}@nilam.test`,
    firstName: "Arul",
    lastName: "Selvan",
    phoneNumber: null,
    city: null,
    address: null,
    disabled: false,
    disabledAt: null,
    endedSessions: [],
    lastSignInAt: null,
    createdAt: moment,
    updatedAt: moment,
    ...fields,
  };
  await col.users(db).doc(uid).set(user);
  return { uid, ...user };
}
