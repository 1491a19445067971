import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { LandingPage } from "~/content/models";
import { site } from "~/site";
import { LandingPageView } from "./landing-page-view";

const composed: LandingPage = {
  slug: "demo-day",
  title: "Demo Day 2027",
  noindex: false,
  sections: [
    { type: "hero", id: "h", title: "Demo Day 2027", subtitle: "Pitch to forty investors", ctaLink: "signup" },
    { type: "text", id: "t", heading: "<script>window.ran = true</script> Why", paragraphs: ["One.", "Two."] },
    {
      type: "cards",
      id: "c",
      heading: "What you get",
      cards: [
        { id: "c1", title: "Credits", description: "Cloud credits", icon: "rocket", link: "/perks" },
        { id: "c2", title: "Mentors", link: "https://mentors.example/list" },
        { id: "c3", title: "No link" },
      ],
    },
    { type: "faq", id: "f", questions: [{ question: "Is it free?", answer: "Yes." }] },
    { type: "cta", id: "a", heading: "Ready?", description: "Apply by March", buttonLink: "signup" },
  ],
};

function renderPage(page: LandingPage) {
  const router = createMemoryRouter([{ path: "*", element: <LandingPageView page={page} /> }], {
    initialEntries: [`/${page.slug}`],
  });
  return render(<RouterProvider router={router} />);
}

describe("a landing page", () => {
  it("draws each section type with the site's sections, headings in order", () => {
    renderPage(composed);
    const headings = screen.getAllByRole("heading").map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ["H1", "Demo Day 2027"],
      ["H2", "<script>window.ran = true</script> Why"],
      ["H2", "What you get"],
      ["H3", "Credits"],
      ["H3", "Mentors"],
      ["H3", "No link"],
      ["H2", "Frequently Asked Questions"],
      ["H3", "Is it free?"],
      ["H2", "Ready?"],
    ]);
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText("One.")).toBeInTheDocument();
    expect(screen.getByText("Apply by March")).toBeInTheDocument();
  });

  it("leads each button where its link says, the sign-up ones tracked with their section", () => {
    renderPage(composed);
    const signups = screen.getAllByRole("link", { name: /Get Started/ });
    expect(signups.map((link) => new URL(link.getAttribute("href")!).searchParams.get("utm_content"))).toEqual([
      "demo-day_1_hero",
      "demo-day_5_cta",
    ]);
    for (const link of signups) {
      expect(link.getAttribute("href")).toContain(new URL(site.signup.url).host);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const cards = screen.getAllByRole("listitem");
    expect(within(cards[0]).getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/perks");
    const external = within(cards[1]).getByRole("link", { name: /Learn more/ });
    expect(external).toHaveAttribute("href", "https://mentors.example/list");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(cards[2]).queryByRole("link")).toBeNull();
  });

  it("draws a section the page lists twice, twice, without a warning", () => {
    const error = vi.spyOn(console, "error");
    const text = composed.sections[1];
    renderPage({ ...composed, sections: [text, text] });
    expect(screen.getAllByRole("heading", { level: 2, name: /Why/ })).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
  });

  it("has the page's title as its heading when no hero opens it", () => {
    renderPage({ ...composed, sections: composed.sections.slice(1) });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Demo Day 2027");
  });
});
