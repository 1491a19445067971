import { ensureEngines } from "../support/find-engines.mjs";
import { webkitEngine } from "./engine";
import { describeEngine } from "./journeys";

describeEngine("WebKitGTK MiniBrowser (WebKit, over WebDriver)", () => webkitEngine(ensureEngines()));
