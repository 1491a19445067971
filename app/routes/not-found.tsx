import { NotFoundPage, notFoundMeta } from "~/components/layout/not-found-page";

export const meta = notFoundMeta;

/** Any address deeper than the site's pages (/a/b/c). The 404 document itself: routes/landing-page.tsx. */
export default NotFoundPage;
