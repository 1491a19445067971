import { fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./tooltip";

describe("Tooltip", () => {
  it("keeps the layer a press may have begun on when its code arrives, so the press still clicks the control", async () => {
    const { getByRole } = render(
      <button type="button" aria-label="Open menu" className="relative">
        <Tooltip label="Open menu" />
      </button>,
    );
    const control = getByRole("button", { name: "Open menu" });
    const pressed = control.querySelector(".tooltip-anchor")!;
    // The pointer arriving fetches the tooltip's code (a mouse, not a touch).
    fireEvent.pointerOver(pressed, { pointerType: "mouse" });
    // Radix's trigger marks its own layer with data-state once the code has arrived and drawn.
    await waitFor(() => expect(control.querySelector(".tooltip-anchor[data-state]")).not.toBeNull());
    // WebKit sends no click when the element a press began on has left the page.
    expect(pressed.isConnected).toBe(true);
    expect(control.querySelectorAll(".tooltip-anchor")).toHaveLength(2);
    expect(control.lastElementChild).toBe(control.querySelector(".tooltip-anchor[data-state]"));
  });
});
