/**
 * jsdom has no matchMedia, no IntersectionObserver, no modal dialogs and no layout to scroll.
 * These stand-ins let unit tests choose which media queries match and when an element comes into
 * view, open and close a <dialog>, and ask for an element to be scrolled into view.
 */
const matchingQueries = new Set<string>();
const mediaListeners = new Set<() => void>();

export function setMatchingMediaQueries(...queries: string[]): void {
  matchingQueries.clear();
  queries.forEach((query) => matchingQueries.add(query));
  mediaListeners.forEach((listener) => listener());
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matchingQueries.has(query);
      },
      addEventListener: (_: string, listener: () => void) => void mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void mediaListeners.delete(listener),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

type Callback = (entries: IntersectionObserverEntry[]) => void;
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: Callback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries);
  }
}

/** Tells every observer that all it watches is now in (or out of) view. */
export function setEverythingInView(isIntersecting: boolean): void {
  [...observers].forEach((observer) => observer.report(isIntersecting));
}

export function installIntersectionObserver(): void {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/**
 * `showModal()`/`close()` as a unit test sees them: the open attribute (it puts the dialog in the
 * accessibility tree), focus on the first control, the close event. The inert page, top layer and
 * focus trap are for the browser tests. And a no-op `scrollIntoView()`.
 */
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("button, a[href], input, select, textarea, [tabindex]")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  Element.prototype.scrollIntoView = () => undefined;
}

export function resetDomStandIns(): void {
  setMatchingMediaQueries();
  observers.clear();
}
