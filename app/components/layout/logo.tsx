import { site } from "~/site";

/** The programme's mark: a cloud with a rising path, drawn here, plus the programme name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 whitespace-nowrap text-lg font-bold tracking-tight text-ink-900">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M9.5 21.5h12.2a4.3 4.3 0 0 0 .6-8.56A6 6 0 0 0 10.8 14a3.8 3.8 0 0 0-1.3 7.5Z" fill="#fff" />
        <path
          d="m13 19 3-3.2 2 1.8 3.4-3.8"
          fill="none"
          className="stroke-brand-600"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {site.provider}
        <span className="font-semibold text-brand-700"> Launchpad</span>
      </span>
    </span>
  );
}
