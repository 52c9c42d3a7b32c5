import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

function addSection(id: string): HTMLElement {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  return section;
}

describe('scrollToSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('scrolls smoothly to a rendered section at once', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const section = addSection('pricing');
    scrollToSection('pricing');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(section);
  });

  it('retries once after 100 ms when the section is not rendered yet', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    scrollToSection('features');
    const section = addSection('features');
    vi.advanceTimersByTime(99);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll.mock.contexts).toEqual([section]);
  });

  it('gives up after the single retry', () => {
    scrollToSection('missing');
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
  });
});
