import type { AnchorHTMLAttributes } from "react";
import { a11yText } from "~/content/shared";
import { buildSignupUrl, followSignupLink } from "~/lib/signup-url";
import { buttonClasses, type ButtonStyle } from "./button";

interface SignupLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel">, ButtonStyle {
  /** Which button this is, reported as utm_content. */
  placement: string;
  /** A sign-up address other than the default one (an editor's link to the sign-up host). */
  address?: string;
}

/**
 * Every "Get Started"-style call to action: the sign-up page in a new tab with no referrer and the
 * campaign parameters; on phones and tablets a same-tab location change after 100 ms.
 */
export function SignupLink({
  placement,
  address,
  variant,
  size,
  className,
  onClick,
  children,
  ...props
}: SignupLinkProps) {
  const href = buildSignupUrl(placement, address);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant, size, className })}
      onClick={(event) => {
        onClick?.(event);
        followSignupLink(event, href);
      }}
      {...props}
    >
      {children} <span className="sr-only">{a11yText.opensInNewTab}</span>
    </a>
  );
}
