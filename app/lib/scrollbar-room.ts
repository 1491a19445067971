/**
 * The page's scrollbar width, for app.css to keep the page where it is while a modal dialog holds
 * it still (no scrollbar then), measured as a dialog opens. Set through the CSSOM, which a strict
 * Content-Security-Policy allows. A dialog a button's command opens before the app has started
 * has none (a phone's scrollbar takes no room; a desktop's page may move sideways behind it).
 */
export function keepScrollbarRoom() {
  const root = document.documentElement;
  root.style.setProperty("--scrollbar-room", `${window.innerWidth - root.clientWidth}px`);
}
