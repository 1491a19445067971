import { PageHero } from "~/components/sections/page-hero";
import { SignUpNow } from "~/components/toolkits/sign-up-now";
import { StartupsThatMadeIt } from "~/components/toolkits/startups-that-made-it";
import { ToolkitNews } from "~/components/toolkits/toolkit-news";
import { ToolkitTools } from "~/components/toolkits/toolkit-tools";
import {
  graduatedStartups,
  newsCards,
  newsSection,
  signUpButtonText,
  signUpSection,
  startupsSection,
  toolkitClaims,
  toolkitsEyebrow,
  toolkitsHero,
  toolkitsMeta,
  tools,
  toolsSection,
} from "~/content/toolkits";

export function meta() {
  return [{ title: toolkitsMeta.title }, { name: "description", content: toolkitsMeta.description }];
}

export default function Toolkits() {
  const hero = toolkitsHero;
  const toolkitTools = toolsSection;
  const inTheNews = newsSection;
  const startupsThatMadeIt = startupsSection;
  const signUpNow = signUpSection;

  return (
    <>
      <PageHero hero={hero} placement="toolkits_hero" eyebrow={toolkitsEyebrow}>
        <dl className="mx-auto mt-8 grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
          {toolkitClaims.map((claim) => (
            <div key={claim.label} className="flex flex-col rounded-2xl bg-white px-2 py-3 shadow-sm sm:p-5">
              <dt className="text-xs font-medium text-ink-600 sm:text-sm">{claim.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-brand-700 sm:text-4xl">{claim.figure}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <ToolkitTools section={toolkitTools} tools={tools} />
      <ToolkitNews section={inTheNews} items={newsCards} />
      <StartupsThatMadeIt section={startupsThatMadeIt} startups={graduatedStartups} />
      <SignUpNow section={signUpNow} buttonText={signUpButtonText} />
    </>
  );
}
