// One set of test factories: Firestore documents with sensible defaults, each taking the overrides a test is about.
export * from "./content.ts";
export * from "./listings.ts";
export * from "./people.ts";
export * from "./rates.ts";
export * from "./saved-searches.ts";
export * from "./users.ts";
