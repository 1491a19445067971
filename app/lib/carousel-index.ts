/** Carousel positions wrap: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}
