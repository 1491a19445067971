import type { SVGProps } from "react";
import type { IconName } from "~/content/icons";
import sprite from "./icons.svg?url";
import { Tooltip } from "./tooltip";

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  name: IconName;
  /**
   * In an icon-only control: the control's accessible name (its aria-label), shown as a tooltip on
   * hover and keyboard focus. The control needs a positioned box (`relative`).
   */
  tooltip?: string;
}

/**
 * A decorative icon from the site's sprite (app/content/icons.ts): no JavaScript per icon, one
 * cached file for all. The text beside it, or its control's label, carries the meaning.
 */
export function Icon({ name, tooltip, ...props }: IconProps) {
  const icon = (
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
  if (!tooltip) return icon;
  return (
    <>
      {icon}
      <Tooltip label={tooltip} />
    </>
  );
}
