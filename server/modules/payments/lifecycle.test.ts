import { describe, expect, it } from "vitest";
import {
  firstPaymentStatus,
  orderPayable,
  orderStatusAfterFailure,
  paymentGrantsPlan,
  paymentStatusAfter,
} from "./lifecycle.ts";

describe("payment lifecycle", () => {
  it("captures an authorised payment and refunds a captured one", () => {
    expect(paymentStatusAfter("authorized", "capture")).toBe("captured");
    expect(paymentStatusAfter("captured", "refund")).toBe("refunded");
    expect(paymentStatusAfter("authorized", "refund")).toBe("refunded");
  });

  it("ignores events that come late or out of order", () => {
    expect(paymentStatusAfter("refunded", "capture")).toBe("refunded");
    expect(paymentStatusAfter("captured", "authorize")).toBe("captured");
    expect(paymentStatusAfter("captured", "fail")).toBe("captured");
    expect(paymentStatusAfter("failed", "capture")).toBe("failed");
  });

  it("names the status of a payment first heard of through each event", () => {
    expect(firstPaymentStatus("authorize")).toBe("authorized");
    expect(firstPaymentStatus("capture")).toBe("captured");
    expect(firstPaymentStatus("fail")).toBe("failed");
    expect(firstPaymentStatus("refund")).toBe("refunded");
  });

  it("only authorised and captured payments carry the plan", () => {
    expect(paymentGrantsPlan("authorized")).toBe(true);
    expect(paymentGrantsPlan("captured")).toBe(true);
    expect(paymentGrantsPlan("failed")).toBe(false);
    expect(paymentGrantsPlan("refunded")).toBe(false);
  });
});

describe("order lifecycle", () => {
  it("may be paid after a failed attempt, never twice", () => {
    expect(orderPayable("created")).toBe(true);
    expect(orderPayable("failed")).toBe(true);
    expect(orderPayable("paid")).toBe(false);
    expect(orderPayable("expired")).toBe(false);
  });

  it("a failure never unpays an order", () => {
    expect(orderStatusAfterFailure("created")).toBe("failed");
    expect(orderStatusAfterFailure("paid")).toBe("paid");
  });
});
