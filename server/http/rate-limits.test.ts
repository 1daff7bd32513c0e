import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./rate-limits.ts";

const from = (ip: string | undefined) => ({ ip }) as Request;

describe("clientAddressKey", () => {
  it("counts an IPv4 client by its address", () => {
    expect(clientAddressKey(from("203.0.113.7"))).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /56, which one household may hold whole", () => {
    expect(clientAddressKey(from("2001:db8:abcd:12ff::1"))).toBe(
      clientAddressKey(from("2001:db8:abcd:1200::9")),
    );
  });

  it("puts requests whose address is unknown (a socket, no proxy header) in one bucket instead of failing", () => {
    expect(clientAddressKey(from(undefined))).toBe("address unknown");
  });
});
