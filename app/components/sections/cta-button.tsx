import { buttonClasses, type ButtonStyle } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { SignupLink } from "~/components/ui/signup-link";
import { SiteLink } from "~/components/ui/site-link";
import { SIGNUP_LINK } from "~/lib/landing-page";
import { isSignupUrl } from "~/lib/signup-url";

interface CtaButtonProps extends ButtonStyle {
  text: string;
  /**
   * Absent, "signup" or on the sign-up host: the sign-up page, with the campaign tracking. A path: a page
   * of this site ("/#id" scrolls to a section of Home). Any other https address: new tab.
   */
  link?: string;
  placement: string;
  /** Attributes for the link itself (a preview build's inspector tags). */
  [attribute: `data-${string}`]: string;
}

/** A section's call to action, wherever its link points. */
export function CtaButton({ text, link, placement, variant, size, className, ...attributes }: CtaButtonProps) {
  const style = { variant, size, className };
  if (!link || link === SIGNUP_LINK || isSignupUrl(link)) {
    return (
      <SignupLink placement={placement} address={link === SIGNUP_LINK ? undefined : link} {...style} {...attributes}>
        {text}
      </SignupLink>
    );
  }
  if (link.startsWith("/")) {
    return (
      <SiteLink href={link} className={buttonClasses(style)} {...attributes}>
        {text}
      </SiteLink>
    );
  }
  return (
    <ExternalLink href={link} className={buttonClasses(style)} {...attributes}>
      {text}
    </ExternalLink>
  );
}
