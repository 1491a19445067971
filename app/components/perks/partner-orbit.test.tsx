import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { partnerOrbit } from "~/content/perks";
import { ORBIT_WIDE_MEDIA, PartnerOrbit } from "./partner-orbit";

const ring = () => screen.getByRole("list", { name: partnerOrbit.label });
const logoName = (partner: (typeof partnerOrbit.partners)[number]) => `${partner.name}, ${partner.kind}`;

describe("PartnerOrbit", () => {
  it("puts the nine partners on the ring, placed by the stylesheet rather than style attributes", () => {
    const { container } = render(<PartnerOrbit copy={partnerOrbit} />);
    expect(within(ring()).getAllByRole("listitem")).toHaveLength(9);
    expect(container.querySelectorAll("[style]")).toHaveLength(0);
  });

  it("shows each partner's mark on phones and its wordmark from 768 px, named for screen readers", () => {
    render(<PartnerOrbit copy={partnerOrbit} />);
    for (const partner of partnerOrbit.partners) {
      const image = screen.getByRole("img", { name: logoName(partner) });
      expect(image).toHaveAttribute("src", partner.mark);
      const source = image.parentElement!.querySelector("source")!;
      expect(source).toHaveAttribute("media", ORBIT_WIDE_MEDIA);
      expect(source).toHaveAttribute("srcset", partner.logo);
    }
    expect(ORBIT_WIDE_MEDIA).toBe("(min-width: 768px)");
  });

  it("has a pause button that stops the ring and a play button that starts it again", async () => {
    const user = userEvent.setup();
    const { container } = render(<PartnerOrbit copy={partnerOrbit} />);
    const orbit = container.firstElementChild as HTMLElement;
    expect(orbit).not.toHaveAttribute("data-paused");
    await user.click(screen.getByRole("button", { name: partnerOrbit.pause }));
    expect(orbit).toHaveAttribute("data-paused");
    await user.click(screen.getByRole("button", { name: partnerOrbit.play }));
    expect(orbit).not.toHaveAttribute("data-paused");
  });

  it("hides a partner whose logo fails to load and keeps the others in their places", () => {
    render(<PartnerOrbit copy={partnerOrbit} />);
    const [broken, ...others] = partnerOrbit.partners;
    fireEvent.error(screen.getByRole("img", { name: logoName(broken) }));
    expect(screen.queryByRole("img", { name: logoName(broken) })).not.toBeInTheDocument();
    expect(within(ring()).getAllByRole("listitem")).toHaveLength(8);
    // The empty slot stays, so the logos after it keep their angles (app.css counts slots).
    expect(ring().children).toHaveLength(9);
    for (const partner of others) expect(screen.getByRole("img", { name: logoName(partner) })).toBeInTheDocument();
  });
});
