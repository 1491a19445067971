import { useEffect, useState } from "react";
import { cmsConfig, DEFAULT_LOCALE } from "./config";
import type { RawEntry } from "./fields";

type LivePreviewSdk = (typeof import("@contentful/live-preview"))["ContentfulLivePreview"];

/** What the editor's side of the protocol marks its messages with (the SDK's LIVE_PREVIEW_EDITOR_SOURCE). */
const EDITOR_SOURCE = "live-preview-editor";

let connection: Promise<LivePreviewSdk | null> | undefined;

/** Whether another page frames this one: Contentful's web app does, beside the entry editor. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The SDK listens to any window's messages that say they come from the editor. Only the editor
 * origins this build names (CONTENTFUL_LIVE_PREVIEW_ORIGINS) may speak to it: a message from any
 * other window is stopped before the SDK sees it.
 */
function admitOnlyEditorMessages(origins: string[]): void {
  window.addEventListener(
    "message",
    (event: MessageEvent) => {
      const data: unknown = event.data;
      const fromAnEditor =
        typeof data === "object" && data !== null && "source" in data && data.source === EDITOR_SOURCE;
      if (!fromAnEditor || origins.includes(event.origin)) return;
      event.stopImmediatePropagation();
      console.warn(`[cms] Live preview: ignored a message from ${event.origin}, which is not an editor origin.`);
    },
    { capture: true },
  );
}

/**
 * Contentful's Live Preview SDK, connected to the web app that frames the page: fetched and
 * started only in a preview build and only when the page is framed (the first call decides);
 * null otherwise, or if it cannot start (logged; the page keeps working as a plain preview).
 */
export function connectLivePreview(): Promise<LivePreviewSdk | null> {
  connection ??=
    !cmsConfig || !isFramed()
      ? Promise.resolve(null)
      : import("@contentful/live-preview").then(
          async ({ ContentfulLivePreview }) => {
            admitOnlyEditorMessages(cmsConfig!.editorOrigins);
            await ContentfulLivePreview.init({
              locale: cmsConfig!.locale ?? DEFAULT_LOCALE,
              space: cmsConfig!.space,
              environment: cmsConfig!.environment,
              enableInspectorMode: true,
              enableLiveUpdates: true,
              targetOrigin: cmsConfig!.editorOrigins,
            });
            return ContentfulLivePreview;
          },
          (error: unknown) => {
            console.error("[cms] Live preview could not start; the page shows the preview as loaded.", error);
            return null;
          },
        );
  return connection;
}

/**
 * The entries of one load as the editor has them right now: the entries themselves until the
 * live preview sends an edit, then the edited ones, each keystroke. Outside a framed preview,
 * simply the entries.
 */
export function useLiveEntries(entries: RawEntry[] | undefined): RawEntry[] | undefined {
  const [edited, setEdited] = useState<{ of: RawEntry[]; entries: RawEntry[] } | null>(null);
  useEffect(() => {
    if (!entries || entries.length === 0) return;
    let subscribed = true;
    let unsubscribe: (() => void) | undefined;
    void connectLivePreview().then((sdk) => {
      if (!sdk || !subscribed) return;
      unsubscribe = sdk.subscribe("edit", {
        data: entries,
        callback: (updated: unknown) => {
          if (Array.isArray(updated)) setEdited({ of: entries, entries: updated as RawEntry[] });
          else console.warn("[cms] Live preview: an update was not a list of entries; kept the last one.");
        },
      });
    });
    return () => {
      subscribed = false;
      unsubscribe?.();
    };
  }, [entries]);
  return edited && edited.of === entries ? edited.entries : entries;
}
