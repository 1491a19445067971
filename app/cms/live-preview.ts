import { useEffect, useState } from "react";
import { cmsConfig, DEFAULT_LOCALE } from "./config";
import type { RawEntry } from "./fields";

type LivePreviewSdk = (typeof import("@contentful/live-preview"))["ContentfulLivePreview"];

/** The SDK's LIVE_PREVIEW_EDITOR_SOURCE: how the editor marks its messages. */
const EDITOR_SOURCE = "live-preview-editor";

let connection: Promise<LivePreviewSdk | null> | undefined;

/** Contentful's web app frames the page beside the entry editor. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The SDK trusts any window's message that claims to be the editor's: stop those not from
 * CONTENTFUL_LIVE_PREVIEW_ORIGINS before it sees them.
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
 * Fetched only in a preview build when framed (the first call decides); null otherwise or if it
 * cannot start (logged; the page stays a plain preview).
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

/** The entries until the live preview sends an edit, then the edited ones, at each keystroke. */
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
