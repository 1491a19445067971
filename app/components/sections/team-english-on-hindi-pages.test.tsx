import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translations } from "~/languages";

// A Hindi page shows the team's English where the team changed a text and has not translated it
// yet (decision 014): a screen reader reads such a text with English rules only if it says so.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const inHindi = async () => {
  vi.resetModules();
  vi.stubGlobal("__SITE_LANGUAGE__", translations[0]);
  return {
    ...(await import("./text-section")),
    ...(await import("./card-grid")),
    ...(await import("~/components/knowledge-hub/article-sections")),
  };
};

describe("a Hindi page's sections from the content service", () => {
  it("mark an article's English section as English, and leave its Hindi one as the page's", async () => {
    const { ArticleSections } = await inHindi();
    const article = {
      sections: [
        { title: "What changed in GST", content: "The threshold is now 40 lakh." },
        { title: "जीएसटी में क्या बदला", content: "सीमा अब 40 लाख है।" },
      ],
    } as Parameters<typeof ArticleSections>[0]["article"];
    render(<ArticleSections article={article} headingLevel={2} />);
    expect(screen.getByRole("heading", { name: "What changed in GST" })).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("The threshold is now 40 lakh.").closest("[lang]")).toHaveAttribute("lang", "en-IN");
    expect(screen.getByRole("heading", { name: "जीएसटी में क्या बदला" })).not.toHaveAttribute("lang");
    expect(screen.getByText("सीमा अब 40 लाख है।").closest("[lang]")).toBeNull();
  });

  it("mark a landing page's English text and cards as English", async () => {
    const { TextSection, CardGrid } = await inHindi();
    render(
      <>
        <TextSection
          id="section-2"
          text={{ heading: "Why founders switch", paragraphs: ["Settlement in T+1.", "हर दिन पेमेंट।"] }}
        />
        <CardGrid
          id="section-3"
          cards={[
            { title: "Payment links", description: "Share a link, get paid." },
            { title: "पेमेंट लिंक", description: "लिंक भेजें, पेमेंट पाएँ।" },
          ]}
        />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Why founders switch" })).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("Settlement in T+1.")).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("हर दिन पेमेंट।")).not.toHaveAttribute("lang");
    expect(screen.getByRole("heading", { name: "Payment links" })).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("Share a link, get paid.")).toHaveAttribute("lang", "en-IN");
    expect(screen.getByRole("heading", { name: "पेमेंट लिंक" })).not.toHaveAttribute("lang");
  });
});
