import { describe, expect, it } from "vitest";
import { filtersOfQuery } from "./service.ts";

describe("filtersOfQuery", () => {
  it("keeps a saved search's place on the map and near a point, checking the newest matches", () => {
    const filters = filtersOfQuery(
      "types=Sell&bbox=78%2C11.5%2C78.3%2C11.8&near=11.65%2C78.15&radius=10&view=map&sort=distance&page=3",
    );
    expect(filters).toMatchObject({
      types: "sell",
      bbox: [78, 11.5, 78.3, 11.8],
      near: { lat: 11.65, lng: 78.15 },
      radius: 10,
      sort: "newest",
      page: 1,
    });
  });
  it("refuses a query whose place is outside the state", () => {
    expect(filtersOfQuery("bbox=70%2C11.5%2C78.3%2C11.8")).toBeNull();
  });
});
