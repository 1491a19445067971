import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readCmsConfig } from "./app/cms/config";

export default defineConfig(({ mode }) => {
  // CONTENTFUL_* from the shell or a .env file; only the public delivery settings are kept.
  const cmsConfig = readCmsConfig(loadEnv(mode, process.cwd(), "CONTENTFUL_"));
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true },
    define: { __CMS_CONFIG__: JSON.stringify(cmsConfig) },
  };
});
