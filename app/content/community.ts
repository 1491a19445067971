import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, IconName, PageSection, Video } from "./models";
import type { Picture } from "~/lib/models";
import type { videoPlacements } from "./shared";

export const communityMeta = {
  title: `Founder community: groups, AMAs and demo days`,
  breadcrumb: "Community",
  description: `Join the ${site.programme} founder community: curated WhatsApp groups, AMAs with industry leaders and demo days with VCs, free for founders building in India.`,
};

export const communityHero: HeroContent = {
  title: "A community of founders who have been there",
  subtitle:
    "Swap notes with founders at your stage, ask industry leaders anything and pitch to investors who back Indian startups.",
  ctaText: "Join the Community",
};

/** The hero mosaic: the first three also form the phone grid; original SVGs in public/img/community/ (docs/decisions/018). */
export const communityHeroPictures: Picture[] = [
  {
    src: "/img/community/founders-circle.svg",
    alt: "Four founders talking round a table over coffee",
    width: 640,
    height: 480,
  },
  {
    src: "/img/community/group-chat.svg",
    alt: "A phone showing a busy founders' group chat",
    width: 480,
    height: 480,
  },
  {
    src: "/img/community/ama-stage.svg",
    alt: "A speaker answering questions on stage at an AMA",
    width: 480,
    height: 480,
  },
  {
    src: "/img/community/demo-day-pitch.svg",
    alt: "A founder pitching a growth chart to a full room at demo day",
    width: 640,
    height: 480,
  },
  {
    src: "/img/community/networking.svg",
    alt: "Founders chatting at a community evening",
    width: 640,
    height: 480,
  },
];

export const ceoQuoteSection: PageSection = {
  sectionName: "ceoQuote",
  heading: "Why we built this community",
  subheading: "",
  description: "",
};

/** The CEO is as fictional as the brand. */
export const ceoQuote = {
  quote:
    "When we started, the most useful hour of any week was the one we spent with founders a year ahead of us. This community is that hour, on tap: people who will tell you what worked, what did not, and who to call next.",
  name: "Vivek Raman",
  role: `Co-founder and CEO, ${site.provider}`,
  photo: { src: "/img/people/vivek-raman.svg", alt: "", width: 240, height: 240 } satisfies Picture,
};

export interface AccessBlock {
  /** Also the placement a video from the content service takes to replace this block's. */
  id: (typeof videoPlacements)[typeof paths.community][number];
  icon: IconName;
  title: string;
  description: string;
  highlights: string[];
  video: Video;
  photosLabel: string;
  photos: Picture[];
}

export const accessSection: PageSection = {
  sectionName: "whatYouGet",
  heading: "What You Get Access To",
  subheading: "Three ways in, all free",
  description:
    "Every founder in the programme can join the groups, the AMAs and the demo days from the day their account is live.",
};

/*
 * Video ids are placeholders: a deployer replaces each with the id of the programme's own video on
 * the embed host. Shaped as a video entry's id must be (6 to 20 letters, digits, - or _), so that
 * `npm run cms:seed` can write them into a space as they are. Until then the facade shows our poster, and nothing loads from the host unless a
 * visitor presses play.
 */
export const accessBlocks: AccessBlock[] = [
  {
    id: "whatsapp-groups",
    icon: "messages",
    title: "Curated WhatsApp groups",
    description:
      "Small groups of founders matched by stage, sector and city, moderated so every thread stays useful: hiring leads, vendor tips, compliance questions and quick intros.",
    highlights: [
      "Matched by stage, sector and city",
      "Moderated, with no spam and no selling",
      "Intros to founders a year ahead of you",
    ],
    video: {
      id: "groups-placeholder",
      title: "Inside the founder groups",
      poster: { src: "/img/community/poster-groups.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "Photos from the founder groups",
    photos: [
      {
        src: "/img/community/groups-phones.svg",
        alt: "Two founders trading tips in a group chat",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/groups-meetup.svg",
        alt: "A group's members meeting in person with their laptops",
        width: 640,
        height: 400,
      },
    ],
  },
  {
    id: "amas",
    icon: "mic",
    title: "AMAs with industry leaders",
    description:
      "Monthly ask-me-anything sessions with founders, operators and investors who have scaled companies in India. Bring your hardest question; there is always time for the audience.",
    highlights: [
      "Monthly, online and in person",
      "Founders, operators and investors",
      "Recordings for members who miss one",
    ],
    video: {
      id: "ama-placeholder",
      title: "Highlights from a founder AMA",
      poster: { src: "/img/community/poster-ama.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "Photos from the AMAs",
    photos: [
      {
        src: "/img/community/ama-fireside.svg",
        alt: "A fireside chat between a host and a guest founder",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/ama-questions.svg",
        alt: "Hands raised in the audience during an AMA",
        width: 640,
        height: 400,
      },
    ],
  },
  {
    id: "demo-days",
    icon: "rocket",
    title: "Demo days with VCs",
    description:
      "Pitch to a room of venture capital and angel investors, get feedback from the panel and follow-up meetings with the ones who lean in.",
    highlights: [
      "Pitch coaching before the day",
      "Feedback from the investor panel",
      "Follow-up meetings arranged for you",
    ],
    video: {
      id: "demo-day-placeholder",
      title: "Demo day, from rehearsal to pitch",
      poster: { src: "/img/community/poster-demo-day.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "Photos from demo days",
    photos: [
      {
        src: "/img/community/demo-day-investors.svg",
        alt: "An investor panel listening to a pitch",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/demo-day-meeting.svg",
        alt: "A founder walking an investor through her numbers after the pitch",
        width: 640,
        height: 400,
      },
    ],
  },
];
