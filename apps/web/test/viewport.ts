interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

export const desktopWidth = 1024;
export const phoneWidth = 375;

/** Resizes the happy-dom window so that Mantine's hiddenFrom / visibleFrom media queries apply. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}
