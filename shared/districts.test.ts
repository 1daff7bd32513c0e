import { describe, expect, it } from "vitest";
import { DISTRICT_TA, districtLabel, isDistrict, TAMIL_NADU_DISTRICTS } from "./districts.ts";

describe("districts in Tamil", () => {
  it("names each of the 38 districts in Tamil script, no two alike", () => {
    expect(TAMIL_NADU_DISTRICTS).toHaveLength(38);
    expect(Object.keys(DISTRICT_TA)).toEqual([...TAMIL_NADU_DISTRICTS]);
    const names = TAMIL_NADU_DISTRICTS.map((district) => districtLabel(district, "ta"));
    for (const name of names) expect(name).toMatch(/^[\u0B80-\u0BFF]+$/);
    expect(new Set(names).size).toBe(38);
  });

  it.each([
    ["Chennai", "சென்னை"],
    ["Coimbatore", "கோயம்புத்தூர்"],
    ["Trichirappalli (Trichy)", "திருச்சிராப்பள்ளி"],
    ["Thoothukudi", "தூத்துக்குடி"],
    ["Nagercoil (Kanniyakumari)", "கன்னியாகுமரி"],
    ["Thirunelveli", "திருநெல்வேலி"],
    ["The Nilgiris", "நீலகிரி"],
    ["Tirupathur", "திருப்பத்தூர்"],
    ["Tiruppur", "திருப்பூர்"],
  ])("%s is %s", (district, tamil) => {
    expect(districtLabel(district, "ta")).toBe(tamil);
  });

  it("keeps the English name in English, and any other city as it is", () => {
    expect(districtLabel("Trichirappalli (Trichy)")).toBe("Trichirappalli (Trichy)");
    expect(districtLabel("Puducherry", "ta")).toBe("Puducherry");
    expect(isDistrict("constructor")).toBe(false);
    expect(isDistrict("Salem")).toBe(true);
  });
});
