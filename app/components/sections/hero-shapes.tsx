/**
 * The decorative shapes drifting behind a page's hero: CSS only (`.hero-shapes` in app.css), so
 * they cost no JavaScript, and hidden from assistive technology.
 */
export function HeroShapes() {
  return (
    <div aria-hidden="true" className="hero-shapes">
      <span />
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
