import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./router-link";

describe("the app's links", () => {
  it("lead where React Router's do, current page marked, with no discovery attribute", () => {
    const router = createMemoryRouter(
      [
        {
          path: "/perks",
          element: (
            <nav>
              <Link to="/community">Community</Link>
              <NavLink to="/perks">Perks</NavLink>
            </nav>
          ),
        },
      ],
      { initialEntries: ["/perks"] },
    );
    render(<RouterProvider router={router} />);
    const community = screen.getByRole("link", { name: "Community" });
    const perks = screen.getByRole("link", { name: "Perks" });
    expect(community).toHaveAttribute("href", "/community");
    expect(perks).toHaveAttribute("aria-current", "page");
    for (const link of [community, perks]) expect(link).not.toHaveAttribute("data-discover");
  });
});
