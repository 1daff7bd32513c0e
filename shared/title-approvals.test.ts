import { describe, expect, it } from "vitest";
import {
  approvalBadgesOf,
  layoutAuthorityOf,
  parseLayoutApproval,
  parseTnreraNumber,
} from "./title-approvals.ts";

describe("parseLayoutApproval", () => {
  it.each([
    ["DTCP No. 123/2019", "DTCP No. 123/2019"],
    ["dtcp no.123 / 2019", "DTCP No. 123/2019"],
    ["DTCP 123/2019", "DTCP No. 123/2019"],
    ["LP/DTCP No.45/2021", "DTCP No. 45/2021"],
    ["L.P./DTCP No. 118/2016", "DTCP No. 118/2016"],
    ["CMDA PPD/LO No. 12/2020", "CMDA No. 12/2020"],
    ["CMDA No: 7/1998", "CMDA No. 7/1998"],
  ])("reads %s as %s", (typed, canonical) => {
    expect(parseLayoutApproval(typed)).toBe(canonical);
  });

  it.each([
    "123/2019",
    "DTCP",
    "DTCP No. 123/19",
    "DTCP No. 123/2999",
    "DTCP No. 123/1950",
    "BDA No. 12/2020",
    "DTCP No. 1234567/2020",
    "DTCP No. 12-2020",
  ])("refuses %s", (typed) => {
    expect(parseLayoutApproval(typed)).toBeNull();
  });

  it("names the authority of a stored approval, and none for an unchecked old reference", () => {
    expect(layoutAuthorityOf("CMDA No. 12/2020")).toBe("CMDA");
    expect(layoutAuthorityOf("DTCP No. 123/2019")).toBe("DTCP");
    expect(layoutAuthorityOf("approved")).toBeNull();
    expect(layoutAuthorityOf(null)).toBeNull();
  });
});

describe("parseTnreraNumber", () => {
  it.each([
    ["TN/29/Building/0062/2020", "TN/29/Building/0062/2020"],
    ["tn/1/layout/62/2023", "TN/01/Layout/0062/2023"],
    ["TNRERA No: TN / 35 / Building / 0153 / 2021", "TN/35/Building/0153/2021"],
    ["RERA No. TN/29/Layout/1234/2022", "TN/29/Layout/1234/2022"],
  ])("reads %s as %s", (typed, canonical) => {
    expect(parseTnreraNumber(typed)).toBe(canonical);
  });

  it.each([
    "TN/29/Flat/0062/2020",
    "KA/29/Building/0062/2020",
    "TN/29/Building/0062/2016",
    "TN/29/Building/0062",
    "TN/Agent/0123/2021",
    "29/Building/0062/2020",
  ])("refuses %s", (typed) => {
    expect(parseTnreraNumber(typed)).toBeNull();
  });
});

describe("approvalBadgesOf", () => {
  it("badges only references that read as approvals", () => {
    expect(
      approvalBadgesOf({ dtcpCmdaApprovalNumber: "DTCP No. 5/2020", tnreraNumber: "TN/01/Layout/0001/2021" }),
    ).toEqual({ layout: "DTCP", tnrera: true });
    expect(approvalBadgesOf({ dtcpCmdaApprovalNumber: "pending", tnreraNumber: null })).toEqual({
      layout: null,
      tnrera: false,
    });
  });
});
