import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { notFound } from "~/content/shared";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";

export function meta() {
  return [{ title: notFound.metaTitle }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.title}
      </h1>
      <p className="mt-3 max-w-md text-ink-600">{notFound.body}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {notFound.home}
      </ButtonLink>
      <FirstScreenEnd />
    </section>
  );
}
