import { afterEach, describe, expect, it } from "vitest";
import { withAppModule } from "./app-modules.mjs";

const before = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = before;
});

describe("withAppModule", () => {
  it("runs one of the app's modules, alias and all", async () => {
    const joined = await withAppModule("/app/lib/cn.ts", (app) => app.cn("a", false, "b"));
    expect(joined).toBe("a b");
  });

  it("leaves NODE_ENV as it found it, so a build started afterwards is a production build", async () => {
    delete process.env.NODE_ENV;
    await withAppModule("/app/lib/cn.ts", () => undefined);
    expect(process.env.NODE_ENV).toBeUndefined();
    process.env.NODE_ENV = "production";
    await withAppModule("/app/lib/cn.ts", () => undefined);
    expect(process.env.NODE_ENV).toBe("production");
  });
});
