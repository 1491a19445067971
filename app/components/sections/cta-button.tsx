import { ButtonLink, buttonClasses, type ButtonStyle } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { SignupLink } from "~/components/ui/signup-link";

interface CtaButtonProps extends ButtonStyle {
  text: string;
  /** Absent: the sign-up page. A path: a page of this site. https: another site, new tab. */
  link?: string;
  placement: string;
}

/** A section's call to action, wherever its link points. */
export function CtaButton({ text, link, placement, ...style }: CtaButtonProps) {
  if (!link) {
    return (
      <SignupLink placement={placement} {...style}>
        {text}
      </SignupLink>
    );
  }
  if (link.startsWith("/")) {
    return (
      <ButtonLink to={link} {...style}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <ExternalLink href={link} className={buttonClasses(style)}>
      {text}
    </ExternalLink>
  );
}
