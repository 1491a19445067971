import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { InEnglishNote } from "~/components/ui/in-english-note";
import type { accelerator as acceleratorCopy } from "~/content/home";
import type { NewsArticle, PageSection } from "~/content/models";
import { langOfText } from "~/lib/text-language";
import { inspect } from "~/cms/inspector";

interface AcceleratorIntroProps {
  section: PageSection;
  copy: typeof acceleratorCopy;
  /** The press links: the built-in ones, or the content service's for Home. */
  news: NewsArticle[];
}

export function AcceleratorIntro({ section, copy, news }: AcceleratorIntroProps) {
  return (
    <section aria-labelledby="accelerator-heading" className="bg-brand-950 py-16 text-white sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          {section.subheading && (
            <p
              className="font-semibold uppercase tracking-wide text-saffron-400"
              {...(__LIVE_PREVIEW__ && inspect(section, "subheading"))}
            >
              {section.subheading}
            </p>
          )}
          <h2
            id="accelerator-heading"
            className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl"
            {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}
          >
            {section.heading}
          </h2>
          <p className="mt-4 text-lg text-brand-100" {...(__LIVE_PREVIEW__ && inspect(section, "description"))}>
            {section.description}
          </p>
          <ButtonLink to={copy.cta.href} variant="secondary" size="lg" className="mt-8">
            {copy.cta.label}
          </ButtonLink>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{copy.newsHeading}</h3>
          <ul className="mt-4 space-y-4">
            {news.map((item) => (
              <li key={item.href}>
                <ExternalLink href={item.href} className="group block rounded-2xl bg-white/10 p-5 hover:bg-white/15">
                  <span className="block text-sm font-medium text-saffron-400">{item.outlet}</span>
                  <span
                    lang={langOfText(item.headline)}
                    className="mt-1 flex items-start justify-between gap-3 font-semibold"
                  >
                    <span>
                      {item.headline}
                      <InEnglishNote headline={item.headline} />
                    </span>
                    <Icon name="arrow-up-right" className="size-5 shrink-0" />
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
