import { ensureEngines } from "../support/find-engines.mjs";
import { firefoxEngine } from "./engine";
import { describeEngine } from "./journeys";

describeEngine("Firefox ESR (Gecko, over WebDriver BiDi)", () => firefoxEngine(ensureEngines().firefox));
