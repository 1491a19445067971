import type { SVGProps } from "react";
import type { IconName } from "~/content/icons";
import sprite from "./icons.svg?url";

/**
 * A decorative icon from the site's sprite (app/content/icons.ts): no JavaScript per icon, one
 * cached file for all. The text beside it, or its control's label, carries the meaning.
 */
export function Icon({ name, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
