/**
 * Whether the visitor's browser asks the site to spare their data: Save-Data, or a connection it
 * rates as 2G (Chromium's Network Information API; absent elsewhere, where nothing says so). Then
 * nothing is fetched for later: neither Inter (docs/decisions/709) nor the pages ahead of a tap (015).
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}
