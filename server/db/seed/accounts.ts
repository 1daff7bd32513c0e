/** A demo account: created in Firebase Auth (the emulator, in development) and as a `users/{uid}` document. */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Ten digits, without +91. */
  phoneNumber: string;
  city: string;
  /** Gets the Firebase `admin` custom claim. */
  isAdmin: boolean;
}

/** The README lists these; never created in production (see server/adapters/auth/demo-users.ts). */
export const DEMO_ACCOUNTS = [
  {
    email: "admin@nilam.test",
    password: "Admin@12345",
    firstName: "Nilam",
    lastName: "Admin",
    phoneNumber: "9840012345",
    city: "Tiruppur",
    isAdmin: true,
  },
  {
    email: "owner@nilam.test",
    password: "Owner@12345",
    firstName: "Selvi",
    lastName: "Murugan",
    phoneNumber: "9894023456",
    city: "Coimbatore",
    isAdmin: false,
  },
  {
    email: "buyer@nilam.test",
    password: "Buyer@12345",
    firstName: "Arun",
    lastName: "Kumar",
    phoneNumber: "9789034567",
    city: "Chennai",
    isAdmin: false,
  },
] as const satisfies readonly DemoAccount[];

export const [DEMO_ADMIN, DEMO_OWNER, DEMO_BUYER] = DEMO_ACCOUNTS;
