import { expect, test } from "../support/e2e/fixtures.ts";
import { hydrated, waitUntilSendable } from "../support/e2e/pages.ts";

function countLabel(n: number): string {
  if (n < 5) return String(n);
  return `${Math.floor(n / 5) * 5}+`;
}

test("the home page shows every section, with counts that agree with the database", async ({
  page,
  request,
}) => {
  const counts = (await (await request.get("/api/v1/counts?types=rent")).json()) as {
    counts: Record<string, number>;
  };
  await page.goto("/common/rent");
  await expect(page.getByRole("heading", { level: 1, name: "Properties for Rent" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Newest listings" })).toBeVisible();

  const featured = page.getByRole("region", { name: "Featured Collections" });
  const viewMore = featured.getByRole("link", { name: /View more .* properties for Rent/ });
  const firstHref = await viewMore.getAttribute("href");
  expect(firstHref).toMatch(/^\/propertylisting\?types=Rent&propertyName=/);
  await featured.getByRole("button", { name: "Next collection" }).click();
  await expect(viewMore).not.toHaveAttribute("href", firstHref!);

  const band = page.getByRole("region", { name: "What We Have" });
  const names = Object.keys(counts.counts).sort();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    await expect(band.getByText(`${countLabel(counts.counts[name]!)} ${name} listings`)).toBeAttached();
  }

  const facilities = page.getByRole("region", { name: "Facilities Nearby" });
  for (const name of ["Metro", "Hospital", "Bus", "School", "Shopping"]) {
    await expect(facilities.getByRole("button", { name: `Show ${name}` })).toBeVisible();
  }
  await facilities.getByRole("button", { name: "Show School" }).click();
  await expect(facilities.getByRole("button", { name: "Show School" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await expect(page.getByRole("region", { name: "Why Choose Us?" }).getByRole("heading")).toHaveCount(5);
});

test("the scroll-to-top button appears after scrolling and takes the visitor back up", async ({ page }) => {
  await page.goto("/common/Sell");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the newest and featured sections have pages of their own", async ({ page }) => {
  await page.goto("/newestlisting/Lease");
  await expect(page.getByRole("heading", { name: "Newest listings" })).toBeVisible();
  await page.goto("/featuredcollections/Lease");
  await expect(page.getByRole("heading", { name: "Featured Collections" })).toBeVisible();
});

test("the info pages are complete", async ({ page }) => {
  await page.goto("/refund");
  await expect(page.getByText("17/10/2024").first()).toBeVisible();
  await page.goto("/privacypolicy");
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  for (const path of ["/about", "/termsandconditions", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the contact form explains mistakes, then stores the message for the admin", async ({
  page,
  browser,
  admin,
}) => {
  const email = `contact-${Date.now()}@example.com`;
  await page.goto("/contact");
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByRole("button", { name: "Submit" }).click();
  // The browser's own required-field check stops an empty form; nothing was sent.
  await expect(page.getByText("Form submitted successfully!")).toBeHidden();

  await form.getByLabel("Name", { exact: true }).fill("Meena");
  await form.getByLabel("Surname").fill("Raman");
  await form.getByLabel("Phone").fill("98765");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Is the plot near Avinashi Road still available?");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Phone number must be exactly 10 digits.")).toBeVisible();
  await form.getByLabel("Phone").fill("9876543210");

  // The form refuses a post faster than a person types: wait until the server's rule is met, then send.
  await waitUntilSendable(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Form submitted successfully!").first()).toBeVisible();
  // The toast's styles arrive with the first toast: its container is fixed at the top right of the screen.
  const container = page.locator(".Toastify__toast-container--top-right");
  await expect(container).toHaveCSS("position", "fixed");
  const box = await container.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.y).toBeLessThan(120);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.9);
  }

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await admin(adminPage);
  const inbox = (await (await adminPage.request.get("/api/v1/admin/contact-messages")).json()) as {
    messages: Array<{ email: string; phone: string; message: string }>;
  };
  expect(inbox.messages.find((m) => m.email === email)).toMatchObject({
    phone: "9876543210",
    message: "Is the plot near Avinashi Road still available?",
  });
  await adminContext.close();
});

test("a click on Submit straight from a field that turns out wrong is not lost", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByLabel("Name", { exact: true }).fill("Meena");
  await form.getByLabel("Email").fill("meena@");
  // Leaving Email for the button must not show its message first: the message would push the button down from
  // under the pointer (near the button's top edge, as a person may click) and the click would be lost.
  await form.getByRole("button", { name: "Submit" }).click({ position: { x: 12, y: 4 } });
  // The submit ran: every field's message shows, not only the one left, and the first wrong field has focus.
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(form.getByText("Surname is required.")).toBeVisible();
  await expect(form.getByText("Message is required.")).toBeVisible();
  await expect(form.getByLabel("Surname")).toBeFocused();
});

test("the Contact page shows the office on an OpenStreetMap map when asked, and its CSP allows that frame alone", async ({
  page,
}) => {
  // No internet here: the map's page is answered by the test, which also shows the browser let the frame load.
  const mapRequests: string[] = [];
  await page.route("https://www.openstreetmap.org/**", (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<p>The map</p>" });
  });
  const response = await page.goto("/contact");
  const directives = new Map(
    (response?.headers()["content-security-policy"] ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const frameSrc = directives.get("frame-src") ?? [];
  expect(frameSrc).toContain("https://www.openstreetmap.org");
  expect(frameSrc.filter((source) => !source.startsWith("'") && !/^https?:\/\/[^*]+$/.test(source))).toEqual(
    [],
  );
  for (const [name, values] of directives)
    if (name !== "frame-src") expect(values.join(" "), name).not.toContain("openstreetmap");

  await hydrated(page);
  const drawing = page.getByRole("img", { name: "Map of the Nilam office on Kumaran Road, Tiruppur" });
  await expect(drawing).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=11\.1085&mlon=77\.3411/,
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await page.getByRole("button", { name: "Show map" }).click();
  const frame = page.getByTitle("Map of the Nilam office on OpenStreetMap");
  await expect(frame).toBeVisible();
  await expect(drawing).toHaveCount(0);
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(`${src.origin}${src.pathname}`).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(src.searchParams.get("layer")).toBe("mapnik");
  expect(src.searchParams.get("marker")).toBe("11.1085,77.3411");
  const [west, south, east, north] = (src.searchParams.get("bbox") ?? "").split(",").map(Number);
  expect([west! < 77.3411, 77.3411 < east!, south! < 11.1085, 11.1085 < north!]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  await expect(page.frameLocator("iframe").getByText("The map")).toBeVisible();
  expect(mapRequests).toEqual([src.href]);
  // The link stays for those who prefer their own maps app.
  await expect(page.getByRole("link", { name: "Open in Maps" })).toBeVisible();
});
