import { vi } from 'vitest';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

export const desktopWidth = 1024;
export const phoneWidth = 375;

/** Resizes the happy-dom window so that Mantine's hiddenFrom / visibleFrom media queries apply. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}

/**
 * happy-dom lays nothing out, so floating-ui sees every element as zero-sized and clipped away and
 * Mantine hides popovers (menus) as "detached". Call in beforeEach; `restoreMocks` undoes it.
 */
export function fakeLayout(): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(600, 10, 240, 40));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(desktopWidth);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(768);
}
