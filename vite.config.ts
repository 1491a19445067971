import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readCmsConfig } from "./app/cms/config";
import { readDeployment } from "./app/deployment";

export default defineConfig(({ mode }) => {
  // CONTENTFUL_* from the shell or a .env file; only the public delivery settings are kept.
  const env = loadEnv(mode, process.cwd(), ["CONTENTFUL_", "SITE_"]);
  const cmsConfig = readCmsConfig(env);
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true },
    // Every asset is a file of its own: nothing inlined as a data: URL the CSP would have to allow.
    build: { assetsInlineLimit: 0 },
    define: {
      __CMS_CONFIG__: JSON.stringify(cmsConfig),
      // SITE_ORIGIN for canonical URLs and social cards; SITE_ENV=production lets search engines in.
      __DEPLOYMENT__: JSON.stringify(readDeployment(env)),
    },
  };
});
