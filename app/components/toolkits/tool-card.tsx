import { Icon } from "~/components/ui/icon";
import { SignupLink } from "~/components/ui/signup-link";
import { toolFilters, toolsText, type ToolkitTool } from "~/content/toolkits";

/** The small caps line above each list on a card. */
function ListLabel({ children }: { children: string }) {
  return <p className="mt-6 text-sm font-bold uppercase text-ink-900 on-dark:text-white">{children}</p>;
}

/** A URL-safe name for the card's sign-up placement. */
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "_");

type Variant = "spotlight" | "special" | "featured" | "standard";

/** Spotlight wins over special, special over featured. */
const variantOf = (tool: ToolkitTool): Variant =>
  tool.spotlight ? "spotlight" : tool.special ? "special" : tool.featured ? "featured" : "standard";

const frames: Record<Variant, string> = {
  spotlight: "border-2 border-saffron-400 bg-saffron-100 text-ink-700 lg:grid lg:grid-cols-2 lg:gap-10",
  special: "bg-brand-950 text-brand-100",
  featured: "border-2 border-brand-600 bg-white text-ink-700 shadow-md",
  standard: "border border-ink-200 bg-white text-ink-700",
};

const tags: Record<Variant, { text: string; className: string } | undefined> = {
  spotlight: { text: toolsText.spotlightTag, className: "bg-saffron-400 text-ink-900" },
  special: { text: toolsText.specialTag, className: "bg-saffron-400 text-brand-950" },
  featured: { text: toolsText.featuredTag, className: "bg-brand-600 text-white" },
  standard: undefined,
};

/**
 * One tool, in one of four visibly different frames: spotlight (full width, saffron, with a pull
 * quote), special (dark, members only), featured (brand outline) or standard. Its heading carries
 * the card's address.
 */
export function ToolCard({ tool, anchor }: { tool: ToolkitTool; anchor: string }) {
  const variant = variantOf(tool);
  const tag = tags[variant];
  const categoryName = toolFilters.find((filter) => filter.key === tool.category)?.label;

  return (
    <article
      aria-labelledby={anchor}
      data-variant={variant}
      className={`flex h-full flex-col rounded-2xl p-6 shadow-sm sm:p-8 ${frames[variant]}`}
    >
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 on-dark:bg-white/10 on-dark:text-saffron-400">
            <Icon name={tool.icon} className="size-6" />
          </span>
          {categoryName && (
            <span className="text-sm font-semibold text-ink-600 on-dark:text-brand-100">{categoryName}</span>
          )}
          {tag && (
            <span className={`ml-auto rounded-full px-3 py-1 text-xs font-bold uppercase ${tag.className}`}>
              {tag.text}
            </span>
          )}
        </div>
        <h3 id={anchor} className="mt-5 text-xl font-bold sm:text-2xl text-ink-900 on-dark:text-white">
          {tool.title}
        </h3>
        {tool.stat && <p className="mt-2 font-semibold text-brand-700 on-dark:text-saffron-400">{tool.stat}</p>}
        <p className="mt-3">{tool.description}</p>

        <ListLabel>{toolsText.featuresLabel}</ListLabel>
        <ul className="mt-3 space-y-2">
          {tool.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon
                name="check"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 on-dark:text-saffron-400"
              />
              {feature}
            </li>
          ))}
        </ul>

        {tool.benefits && (
          <>
            <ListLabel>{toolsText.benefitsLabel}</ListLabel>
            <ul className="mt-3 space-y-2">
              {tool.benefits.map((benefit) => (
                <li key={benefit.text} className="flex items-start gap-2">
                  <Icon
                    name={benefit.icon}
                    className="mt-0.5 size-5 shrink-0 text-brand-600 on-dark:text-saffron-400"
                  />
                  {benefit.text}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="flex flex-1 flex-col">
        {tool.differentiators && (
          <>
            <ListLabel>{toolsText.differentiatorsLabel}</ListLabel>
            <dl className="mt-3 space-y-3">
              {tool.differentiators.map((item) => (
                <div key={item.label}>
                  <dt className="font-semibold text-ink-900 on-dark:text-white">{item.label}</dt>
                  <dd>{item.description}</dd>
                </div>
              ))}
            </dl>
          </>
        )}

        {tool.quote && (
          <figure className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
            <Icon name="quote" className="size-8 text-saffron-800" />
            <blockquote className="mt-3 text-lg font-medium text-ink-900 sm:text-xl">{tool.quote}</blockquote>
            {tool.attribution && <figcaption className="mt-3 text-sm text-ink-600">{tool.attribution}</figcaption>}
          </figure>
        )}

        {tool.testimonial && (
          <figure className="mt-6 border-l-4 pl-4 border-brand-200 on-dark:border-saffron-400">
            <blockquote className="italic text-ink-800 on-dark:text-white">“{tool.testimonial.quote}”</blockquote>
            <figcaption className="mt-2 text-sm">{tool.testimonial.attribution}</figcaption>
          </figure>
        )}

        <div className="mt-auto pt-8">
          <SignupLink
            placement={`toolkit_${slug(tool.title)}`}
            variant={variant === "featured" || variant === "spotlight" ? "primary" : "secondary"}
            className="w-full sm:w-auto"
          >
            {tool.buttonText}
          </SignupLink>
        </div>
      </div>
    </article>
  );
}
