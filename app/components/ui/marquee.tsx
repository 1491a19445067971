import { Icon } from "./icon";
import { useState, type ReactNode } from "react";

interface MarqueeProps<T> {
  items: T[];
  renderItem: (item: T, decorativeCopy: boolean) => ReactNode;
  itemKey: (item: T) => string;
  label: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * A row that scrolls sideways forever: the list twice in a track that slides by half its width, once
 * every 30 s (spec section 9; the duration is in app.css, `--animate-marquee`).
 * It stops while hovered or focused and by its pause button; under reduced motion it does not move
 * and shows the list once, wrapped.
 */
export function Marquee<T>({ items, renderItem, itemKey, label, pauseLabel, playLabel }: MarqueeProps<T>) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="marquee" data-paused={paused || undefined}>
      <div className="marquee-viewport">
        <ul className="marquee-track" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)} className="marquee-item">
              {renderItem(item, false)}
            </li>
          ))}
          {items.map((item) => (
            <li key={`copy-${itemKey(item)}`} className="marquee-item marquee-copy" aria-hidden="true">
              {renderItem(item, true)}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="marquee-toggle carousel-control"
        aria-label={paused ? playLabel : pauseLabel}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? (
          <Icon name="play" className="size-4" tooltip={playLabel} />
        ) : (
          <Icon name="pause" className="size-4" tooltip={pauseLabel} />
        )}
      </button>
    </div>
  );
}
