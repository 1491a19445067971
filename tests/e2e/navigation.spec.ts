import { footer, navigation, notFound } from "../../app/content/shared";
import { homeFaq } from "../../app/content/home";
import { aliasRedirects } from "../../app/route-paths";
import { axeViolations, disclosureOf, expect, isPhone, test, visit } from "./fixtures";

/** A Products disclosure's summary (the header's, the drawer's): docs/decisions/012. */
const productsSummary = (scope: Parameters<typeof disclosureOf>[0]) =>
  scope.locator("summary").filter({ hasText: navigation.productsLabel });

test.describe("Header on large screens", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isPhone(page), "the dropdown and links show from the large breakpoint");
    await visit(page, "/");
  });

  test("the Products dropdown lists both startup pages with their descriptions", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: navigation.label });
    await productsSummary(nav).hover();
    for (const product of navigation.products) {
      const link = nav.getByRole("link", { name: new RegExp(product.label) });
      await expect(link).toBeVisible();
      await expect(link).toContainText(product.description);
      await expect(link).toHaveAttribute("href", product.href);
    }
    for (const link of navigation.links) {
      await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    await expect(page.getByRole("button", { name: navigation.openMenu })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Get Started/ })).toBeVisible();
  });

  test("the dropdown works from the keyboard", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: navigation.label });
    const trigger = productsSummary(nav);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(disclosureOf(trigger)).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: new RegExp(navigation.products[0].label) })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(disclosureOf(trigger)).not.toHaveAttribute("open");
    await expect(trigger).toBeFocused();
  });
});

test.describe("Drawer below the large breakpoint", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    await visit(page, "/");
  });

  test("opens from the hamburger, traps focus, closes on Escape and returns focus", async ({ page }) => {
    const hamburger = page.getByRole("button", { name: navigation.openMenu });
    await expect(page.getByRole("banner").getByRole("link", { name: /^Get Started/ })).toBeHidden();
    await hamburger.click();
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    await expect(drawer).toBeVisible();
    // Measured once the slide-in has finished.
    const rightEdge = async () => {
      const box = (await drawer.boundingBox())!;
      return box.x + box.width;
    };
    await expect.poll(rightEdge).toBeCloseTo(390, 0);
    expect((await drawer.boundingBox())!.width).toBeCloseTo(390 * 0.85, 0);
    // From the small breakpoint (640 px) up, 80 units (20rem) wide instead.
    await page.setViewportSize({ width: 700, height: 844 });
    await expect.poll(async () => (await drawer.boundingBox())!.width).toBeCloseTo(320, 0);
    await page.setViewportSize({ width: 390, height: 844 });

    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await drawer.evaluate((element) => element.contains(document.activeElement));
      expect(inside, "focus stays in the drawer").toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("shows the products, the links and Get Started, and closes when an item is chosen", async ({ page }) => {
    await page.getByRole("button", { name: navigation.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    await productsSummary(drawer).click();
    for (const product of navigation.products) {
      await expect(drawer.getByRole("link", { name: new RegExp(product.label) })).toBeVisible();
    }
    for (const link of navigation.links) {
      await expect(drawer.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    const getStarted = drawer.getByRole("link", { name: /^Get Started/ });
    const [drawerBox, buttonBox] = [await drawer.boundingBox(), await getStarted.boundingBox()];
    expect(buttonBox!.width).toBeGreaterThan(drawerBox!.width * 0.8);

    await drawer.getByRole("link", { name: navigation.links[0].label }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(navigation.links[0].href);
  });

  test("the drawer has no axe violation when open", async ({ page }) => {
    await page.getByRole("button", { name: navigation.openMenu }).click();
    await productsSummary(page.getByRole("dialog")).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("Moving around", () => {
  test("a /#faqs link on another page goes home and scrolls to the FAQ", async ({ page }) => {
    await visit(page, "/some-missing-page");
    await page.getByRole("contentinfo").getByRole("link", { name: footer.resources[0].label }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: homeFaq.section.heading })).toBeInViewport();
  });

  test("a route change starts the new page at the top", async ({ page }) => {
    await visit(page, "/some-missing-page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    "the footer links Home, the seven pages, the toolkit, the FAQ and both social profiles",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, "/");
      const contentinfo = page.getByRole("contentinfo");
      for (const link of [...footer.pages, ...footer.resources]) {
        await expect(contentinfo.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.href,
        );
      }
      for (const name of [/LinkedIn/, /Instagram/]) {
        const social = contentinfo.getByRole("link", { name });
        await expect(social).toHaveAttribute("target", "_blank");
        await expect(social).toHaveAttribute("rel", "noopener noreferrer");
      }
    },
  );

  for (const [alias, canonical] of Object.entries(aliasRedirects)) {
    test(
      `${alias} redirects to ${canonical} without leaving itself in history`,
      { tag: "@any-width" },
      async ({ page, request }) => {
        const response = await request.get(alias, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(canonical);

        await visit(page, "/");
        await visit(page, alias);
        await expect(page).toHaveURL(canonical);
        await page.goBack();
        await expect(page).toHaveURL("/");
      },
    );
  }
});

test.describe("404", () => {
  test(
    "an unknown path answers 404 with a way home and logs the path",
    { tag: "@any-width" },
    async ({ page, consoleErrors }) => {
      const response = await visit(page, "/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(notFound.title) })).toBeVisible();
      await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such/page");
      await page.getByRole("link", { name: notFound.home }).click();
      await expect(page).toHaveURL("/");
    },
  );

  test("axe finds no violation on the 404 page", async ({ page }) => {
    await visit(page, "/no/such/page");
    expect(await axeViolations(page)).toEqual([]);
  });
});
