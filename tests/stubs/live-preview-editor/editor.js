// Stand-in for Contentful's web app in Live Preview, served at /__editor/ (tests/stubs/cms-stub.mjs):
// frames a preview build and plays the web app's side of @contentful/live-preview 4.x's postMessages:
//   from the page (source "live-preview-sdk"): CONNECTED, SUBSCRIBED (its data, flatted), UNSUBSCRIBED,
//     TAGGED_ELEMENTS (inspector mode's outlines), URL_CHANGED...
//   to the page (source "live-preview-editor"): INSPECTOR_MODE_CHANGED, and ENTRY_UPDATED with a
//     subscription's data as it stands after an edit, which the SDK hands to the page's callback.
// A person types in the panel; browser tests call window.liveEditor. Values are set only as text.
import { parse } from "./flatted.js";

const SDK = "live-preview-sdk";
const EDITOR = "live-preview-editor";

const params = new URLSearchParams(location.search);
const site = new URL(params.get("site") ?? "http://127.0.0.1:5173");
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById("preview"));
const status = /** @type {HTMLElement} */ (document.getElementById("status"));
const inspector = /** @type {HTMLInputElement} */ (document.getElementById("inspector"));
const list = /** @type {HTMLElement} */ (document.getElementById("entries"));

/** @typedef {{ sys: { id: string, type: string, contentType?: { sys: { id: string } } }, fields: Record<string, unknown> }} Entry */

const editor = {
  /** Every message the page sent, oldest first. */
  messages: /** @type {Array<Record<string, any>>} */ ([]),
  /** The page's subscriptions: their id, and the data as the page last received it. */
  subscriptions: /** @type {Map<string, { data: unknown, locale: string }>} */ (new Map()),
  /** What inspector mode last reported: each tagged element's entry, field and locale. */
  taggedElements: /** @type {Array<Record<string, any>>} */ ([]),
  /**
   * Edits a field as typing in the web app does; returns how many subscriptions were updated.
   * @param {string} entryId @param {string} field @param {unknown} value
   */
  edit(entryId, field, value) {
    let updated = 0;
    for (const [id, subscription] of editor.subscriptions) {
      const data = structuredClone(subscription.data);
      const entries = entriesIn(data).filter((entry) => entry.sys.id === entryId);
      if (entries.length === 0) continue;
      for (const entry of entries) entry.fields[field] = value;
      subscription.data = data;
      send({ method: "ENTRY_UPDATED", data, subscriptionId: id, entity: entries[0] });
      updated++;
    }
    return updated;
  },
  /**
   * Moves a list item (as dragging a page's sections does); returns how many subscriptions were updated.
   * @param {string} entryId @param {string} field @param {number} from @param {number} to
   */
  reorder(entryId, field, from, to) {
    let updated = 0;
    for (const [id, subscription] of editor.subscriptions) {
      const data = structuredClone(subscription.data);
      const entries = entriesIn(data).filter((entry) => entry.sys.id === entryId && Array.isArray(entry.fields[field]));
      if (entries.length === 0) continue;
      for (const entry of entries) {
        const list = /** @type {unknown[]} */ (entry.fields[field]);
        list.splice(to, 0, ...list.splice(from, 1));
      }
      subscription.data = data;
      send({ method: "ENTRY_UPDATED", data, subscriptionId: id, entity: entries[0] });
      updated++;
    }
    return updated;
  },
  /** @param {boolean} active */
  setInspectorMode(active) {
    inspector.checked = active;
    send({ method: "INSPECTOR_MODE_CHANGED", action: "INSPECTOR_MODE_CHANGED", isInspectorActive: active });
  },
};
Object.assign(window, { liveEditor: editor });

/** @param {Record<string, unknown>} message */
function send(message) {
  frame.contentWindow?.postMessage({ ...message, source: EDITOR }, site.origin);
}

/** Every entry in a subscription's data, however deep (links resolved, lists, single entries). */
function entriesIn(data, found = /** @type {Entry[]} */ ([]), seen = new Set()) {
  if (!data || typeof data !== "object" || seen.has(data)) return found;
  seen.add(data);
  const value = /** @type {any} */ (data);
  if (value.sys?.type === "Entry" && value.fields) found.push(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) entriesIn(child, found, seen);
  return found;
}

function render() {
  const entries = new Map();
  for (const { data } of editor.subscriptions.values()) {
    for (const entry of entriesIn(data)) entries.set(entry.sys.id, entry);
  }
  list.replaceChildren(
    ...[...entries.values()].map((entry) => {
      const block = document.createElement("section");
      const heading = document.createElement("h2");
      heading.textContent = `${entry.sys.contentType?.sys.id ?? "entry"} · ${entry.sys.id}`;
      block.append(heading);
      for (const [field, value] of Object.entries(entry.fields)) {
        if (typeof value !== "string") continue;
        const label = document.createElement("label");
        label.textContent = field;
        const input = document.createElement("textarea");
        input.rows = value.length > 60 ? 3 : 1;
        input.value = value;
        input.addEventListener("input", () => editor.edit(entry.sys.id, field, input.value));
        label.append(input);
        block.append(label);
      }
      return block;
    }),
  );
}

window.addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow || event.origin !== site.origin) return;
  const message = event.data;
  if (!message || message.source !== SDK) return;
  editor.messages.push(message);
  switch (message.method) {
    case "CONNECTED":
      status.textContent = `Connected: live updates ${message.isLiveUpdatesEnabled ? "on" : "off"}, inspector mode ${
        message.isInspectorEnabled ? "on" : "off"
      }, locale ${message.locale}.`;
      if (inspector.checked) editor.setInspectorMode(true);
      break;
    case "SUBSCRIBED": {
      const { data, locale } = parse(message.config);
      editor.subscriptions.set(message.id, { data, locale });
      render();
      break;
    }
    case "UNSUBSCRIBED":
      editor.subscriptions.delete(message.id);
      render();
      break;
    case "TAGGED_ELEMENTS":
      editor.taggedElements = message.elements;
      break;
  }
});

inspector.addEventListener("change", () => editor.setInspectorMode(inspector.checked));
frame.src = new URL(params.get("path") ?? "/", site).href;
