// negotiator 1.x accepts a server preference for ties (`preferred`), which @types/negotiator
// (written for 0.6) does not know; this is the part of its API the server uses.
declare module "negotiator" {
  import type { IncomingHttpHeaders } from "node:http";

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` for the request's Accept-Encoding; ties go to the first in `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
