/** The subset of settings the browser may see. */
export interface PublicConfig {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    emulatorUrl: string | null;
    /** host:port for the web SDK's connectFirestoreEmulator; null in production. */
    firestoreEmulatorHost: string | null;
  };
}
