/** The two widths every page is proved at: a phone's and a laptop's (ARCHITECTURE, "Tests and checks"). */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
