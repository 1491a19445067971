import { SearchPage } from "~/components/search/search-page";
import { searchMeta } from "~/content/search";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";

export function meta() {
  return seoMeta({ path: paths.search, ...searchMeta });
}

export default function Search() {
  return <SearchPage />;
}
