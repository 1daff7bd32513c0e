import { describe, expect, it } from "vitest";
import { localizedPath } from "./locale-paths.ts";
import {
  ADMIN_ROUTES,
  adminEditPath,
  adminPath,
  adminReviewPath,
  editListingPath,
  FILE_ROUTES,
  filePath,
  HOME_PATH,
  listingPath,
  nameInCityPath,
  PAGE_ROUTES,
  pagePath,
  receiptPath,
  resultsPath,
  SIGN_OUT_PATH,
  sandboxCheckoutPath,
  searchPath,
  signInPath,
  TYPE_PARAM,
  typeHomePath,
  typeResultsPath,
} from "./paths.ts";

/** Ids no Firestore auto-id has, but a document id may (shared/document-id.ts): each must stay one segment. */
const ODD_ID = "a b?c#d%e&நிலம்";
const ODD_ID_ENCODED = "a%20b%3Fc%23d%25e%26%E0%AE%A8%E0%AE%BF%E0%AE%B2%E0%AE%AE%E0%AF%8D";

describe("listing paths", () => {
  it("puts a listing's page at /view-property5/{id}", () => {
    expect(listingPath("Xy7Lm2")).toBe("/view-property5/Xy7Lm2");
    expect(listingPath(ODD_ID)).toBe(`/view-property5/${ODD_ID_ENCODED}`);
  });

  it("puts its owner's edit at /editProperty/{id}", () => {
    expect(editListingPath("Xy7Lm2")).toBe("/editProperty/Xy7Lm2");
    expect(editListingPath(ODD_ID)).toBe(`/editProperty/${ODD_ID_ENCODED}`);
  });
});

describe("type homes", () => {
  it("spells each type once, as the SPEC's URLs do", () => {
    expect(TYPE_PARAM).toEqual({ sell: "Sell", rent: "Rent", lease: "Lease" });
    expect(typeHomePath("sell")).toBe("/common/Sell");
    expect(typeHomePath("rent")).toBe("/common/Rent");
    expect(typeHomePath("lease")).toBe("/common/Lease");
  });

  it("makes buying the site's home", () => {
    expect(HOME_PATH).toBe("/common/Sell");
  });
});

describe("results and search", () => {
  it("takes a query string as given, and leaves an empty one off", () => {
    expect(resultsPath()).toBe("/propertylisting");
    expect(resultsPath("")).toBe("/propertylisting");
    expect(resultsPath("types=Sell&page=2")).toBe("/propertylisting?types=Sell&page=2");
    expect(resultsPath(new URLSearchParams())).toBe("/propertylisting");
    expect(resultsPath(new URLSearchParams({ q: "2 bhk", district: "Chennai" }))).toBe(
      "/propertylisting?q=2+bhk&district=Chennai",
    );
  });

  it("links 'View More' to the results page of the type and name", () => {
    expect(typeResultsPath("sell", "House")).toBe("/propertylisting?types=Sell&propertyName=House");
    expect(typeResultsPath("rent", "Farm House")).toBe(
      "/propertylisting?types=Rent&propertyName=Farm%20House",
    );
    expect(typeResultsPath("lease", "A&B=C")).toBe("/propertylisting?types=Lease&propertyName=A%26B%3DC");
  });

  it("puts typed words in one segment of /propertylistings/{query}", () => {
    expect(searchPath("2 bhk salem")).toBe("/propertylistings/2%20bhk%20salem");
    expect(searchPath("a/b?c#d")).toBe("/propertylistings/a%2Fb%3Fc%23d");
    expect(searchPath("கோவை")).toBe("/propertylistings/%E0%AE%95%E0%AF%8B%E0%AE%B5%E0%AF%88");
  });

  it("builds a name in a city from the domain's spelling, encoded", () => {
    expect(nameInCityPath("Farm House", "The Nilgiris")).toBe("/search/Farm%20House/The%20Nilgiris");
    expect(nameInCityPath("Land", "a/b")).toBe("/search/Land/a%2Fb");
  });
});

describe("the other pages", () => {
  it("puts each page without a parameter where routes.ts declares it", () => {
    const declared = {
      sell: "/sell",
      profile: "/profile",
      editProfile: "/editprofile",
      signIn: "/signin",
      signUp: "/signup",
      forgotPassword: "/forgotpassword",
      phone: "/phone",
      confirmListing: "/confirm-listing",
      savedSearchAlerts: "/saved-search-alerts",
      about: "/about",
      contact: "/contact",
      refund: "/refund",
      privacy: "/privacypolicy",
      terms: "/termsandconditions",
      results: "/propertylisting",
    } as const;
    for (const [page, path] of Object.entries(declared)) {
      expect(pagePath(page as keyof typeof declared)).toBe(path);
      expect(path).toBe(`/${PAGE_ROUTES[page as keyof typeof declared]}`);
    }
  });

  it("sends sign-in on to a path of the site, encoded in one parameter", () => {
    expect(signInPath("/sell")).toBe("/signin?redirectTo=%2Fsell");
    expect(signInPath("/propertylisting?types=Sell&page=2")).toBe(
      "/signin?redirectTo=%2Fpropertylisting%3Ftypes%3DSell%26page%3D2",
    );
  });

  it("puts a receipt under the profile, sign-out and the root files at their one path", () => {
    expect(receiptPath("order_1")).toBe("/profile/receipts/order_1");
    expect(receiptPath("o/1")).toBe("/profile/receipts/o%2F1");
    expect(SIGN_OUT_PATH).toBe("/logout");
    expect(filePath("sitemap")).toBe("/sitemap.xml");
    expect(filePath("robots")).toBe(`/${FILE_ROUTES.robots}`);
    expect(filePath("robots")).toBe("/robots.txt");
  });
});

describe("admin paths", () => {
  it("puts each page of the console where routes.ts declares it", () => {
    expect(adminPath("home")).toBe("/adminhome");
    expect(adminPath("pending")).toBe("/propertylistingadmin");
    expect(adminPath("approved")).toBe("/approveproperty");
    expect(adminPath("rejected")).toBe("/rejectedproperties");
    expect(adminPath("customers")).toBe("/customerdetails");
    expect(adminPath("plans")).toBe("/plans");
    expect(adminPath("banners")).toBe("/uploadimage");
    for (const page of [
      "collections",
      "messages",
      "reports",
      "audit",
      "outbox",
      "payments",
      "rates",
    ] as const) {
      expect(adminPath(page)).toBe(`/${ADMIN_ROUTES[page]}`);
      expect(adminPath(page)).toBe(`/admin/${page}`);
    }
  });

  it("names a listing in its review and edit", () => {
    expect(adminReviewPath("Xy7Lm2")).toBe("/individualadmin/Xy7Lm2");
    expect(adminReviewPath(ODD_ID)).toBe(`/individualadmin/${ODD_ID_ENCODED}`);
    expect(adminEditPath("Xy7Lm2")).toBe("/editpropertyadmin/Xy7Lm2");
    expect(adminEditPath(ODD_ID)).toBe(`/editpropertyadmin/${ODD_ID_ENCODED}`);
  });

  it("puts the sandbox Checkout of an order at /checkout/sandbox/{orderId}", () => {
    expect(sandboxCheckoutPath("order_1")).toBe("/checkout/sandbox/order_1");
    expect(sandboxCheckoutPath("o/1")).toBe("/checkout/sandbox/o%2F1");
  });
});

describe("in Tamil", () => {
  it("puts the public pages under /ta, query and hash kept", () => {
    expect(localizedPath(listingPath("Xy7Lm2"), "ta")).toBe("/ta/view-property5/Xy7Lm2");
    expect(localizedPath(`${listingPath("Xy7Lm2")}#similar`, "ta")).toBe("/ta/view-property5/Xy7Lm2#similar");
    expect(localizedPath(editListingPath("Xy7Lm2"), "ta")).toBe("/ta/editProperty/Xy7Lm2");
    expect(localizedPath(HOME_PATH, "ta")).toBe("/ta/common/Sell");
    expect(localizedPath(typeHomePath("lease"), "ta")).toBe("/ta/common/Lease");
    expect(localizedPath(resultsPath(), "ta")).toBe("/ta/propertylisting");
    expect(localizedPath(typeResultsPath("sell", "Farm House"), "ta")).toBe(
      "/ta/propertylisting?types=Sell&propertyName=Farm%20House",
    );
    expect(localizedPath(searchPath("கோவை"), "ta")).toBe(`/ta${searchPath("கோவை")}`);
    expect(localizedPath(nameInCityPath("Land", "Salem"), "ta")).toBe("/ta/search/Land/Salem");
    expect(localizedPath(signInPath("/sell"), "ta")).toBe("/ta/signin?redirectTo=%2Fsell");
    expect(localizedPath(receiptPath("order_1"), "ta")).toBe("/ta/profile/receipts/order_1");
  });

  it("leaves the console and the sandbox Checkout at their one path", () => {
    for (const path of [
      adminPath("home"),
      adminPath("pending"),
      adminPath("plans"),
      `${adminPath("messages")}?filter=all`,
      adminReviewPath("Xy7Lm2"),
      adminEditPath("Xy7Lm2"),
      sandboxCheckoutPath("order_1"),
      SIGN_OUT_PATH,
      filePath("sitemap"),
      filePath("robots"),
    ]) {
      expect(localizedPath(path, "ta")).toBe(path);
    }
  });

  it("takes a Tamil path back to English", () => {
    expect(localizedPath(`/ta${listingPath("Xy7Lm2")}`, "en")).toBe(listingPath("Xy7Lm2"));
  });
});
