import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import type { partnerOrbit as partnerOrbitCopy, PerkPartner } from "~/content/perks";

/** Spec section 9: under 768 px the compact phone layout (marks, smaller ring) is used. */
export const ORBIT_WIDE_MEDIA = "(min-width: 768px)";

/** True for an image whose file failed before React was listening (the prerendered hero). */
const isBroken = (image: HTMLImageElement | null) => !!image && image.complete && image.naturalWidth === 0;

function OrbitLogo({ partner }: { partner: PerkPartner }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (isBroken(image.current)) setFailed(true);
  }, []);

  // A partner whose logo will not load leaves its place on the ring empty (app.css places each
  // logo by its slot's order).
  if (failed) return <li className="orbit-slot" hidden />;
  return (
    <li className="orbit-slot">
      <span className="orbit-anchor">
        <span className="orbit-chip">
          <picture>
            <source media={ORBIT_WIDE_MEDIA} srcSet={partner.logo} width={160} height={48} />
            <img
              ref={image}
              src={partner.mark}
              alt={`${partner.name}, ${partner.kind}`}
              width={48}
              height={48}
              className="h-full w-full object-contain"
              onError={() => setFailed(true)}
            />
          </picture>
        </span>
      </span>
    </li>
  );
}

/**
 * The partners' logos circling the programme's headline figure, once every 30 s, evenly spaced
 * (both in app.css). Each logo turns
 * against the ring so it stays upright. Phones get a smaller ring of marks; wide screens the
 * wordmarks. It stops while hovered or focused and by its pause button; under reduced motion it
 * stands still and the button goes (all in app.css).
 */
export function PartnerOrbit({ copy }: { copy: typeof partnerOrbitCopy }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="orbit" data-paused={paused || undefined}>
      <div className="orbit-stage">
        <span aria-hidden="true" className="orbit-track" />
        <p className="orbit-centre">
          <span className="text-xl font-extrabold md:text-3xl">{copy.centreValue}</span>
          {/* Flex ignores this space on screen; it keeps the two parts apart when read aloud. */}{" "}
          <span className="text-xs font-medium text-brand-100 md:text-sm">{copy.centreLabel}</span>
        </p>
        <ul className="orbit-ring" aria-label={copy.label}>
          {copy.partners.map((partner) => (
            <OrbitLogo key={partner.id} partner={partner} />
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="orbit-toggle carousel-control"
        aria-label={paused ? copy.play : copy.pause}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? (
          <Icon name="play" className="size-4" tooltip={copy.play} />
        ) : (
          <Icon name="pause" className="size-4" tooltip={copy.pause} />
        )}
      </button>
    </div>
  );
}
