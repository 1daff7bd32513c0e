import { createContext, useContext } from "react";

/** The per-request CSP nonce; set by entry.server, empty in the browser (scripts there are already trusted). */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
