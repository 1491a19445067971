/**
 * Brand, outbound sign-up link and social profiles: the one file a deployer edits to rebrand the
 * site. The default brand is fictional and every address sits under the reserved `.example` domain.
 */
export const site = {
  provider: "Nimbus",
  programme: "Nimbus Launchpad",
  description:
    "Nimbus Launchpad is a free, zero-equity programme for early-stage founders in India: payments, partner perks, onboarding, consulting, community and the Infinity fintech accelerator.",
  signup: {
    url: "https://dashboard.nimbus.example/signup",
    /** Campaign context that tells the sign-up flow the visitor came from the startup programme. */
    campaignContext: { name: "campaign", value: "launchpad_startups" },
    utmSource: "launchpad_website",
    utmMedium: "website_cta",
  },
  /** Privacy-enhanced embed host: no cookies until the visitor plays a video. */
  videoEmbedOrigin: "https://www.youtube-nocookie.com",
  social: [
    {
      network: "LinkedIn",
      href: "https://www.linkedin.com/company/nimbus.example",
    },
    {
      network: "Instagram",
      href: "https://www.instagram.com/nimbus.example",
    },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
