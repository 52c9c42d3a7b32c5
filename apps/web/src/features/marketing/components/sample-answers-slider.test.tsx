import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SampleAnswer } from './sample-answers';
import { SampleAnswersSlider } from './sample-answers-slider';

const samples: SampleAnswer[] = ['Tişört', 'Tencere', 'Masa'].map((product, index) => ({
  product,
  question: `${product} sorusu`,
  answer: `${product} için yanıt`,
  qualityScore: 90 + index,
}));

function renderSlider() {
  render(
    <MantineProvider>
      <SampleAnswersSlider samples={samples} />
    </MantineProvider>,
  );
}

const shownAnswer = () => screen.getByText(/için yanıt$/).textContent;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Sonraki örnek' }));
const previous = () => userEvent.click(screen.getByRole('button', { name: 'Önceki örnek' }));

describe('sample answers slider', () => {
  it('wraps forward from the last sample to the first', async () => {
    renderSlider();
    expect(shownAnswer()).toBe('Tişört için yanıt');
    await next();
    await next();
    expect(shownAnswer()).toBe('Masa için yanıt');
    await next();
    expect(shownAnswer()).toBe('Tişört için yanıt');
  });

  it('wraps backward from the first sample to the last', async () => {
    renderSlider();
    await previous();
    expect(shownAnswer()).toBe('Masa için yanıt');
    await previous();
    expect(shownAnswer()).toBe('Tencere için yanıt');
  });

  it('moves with the arrow keys and announces the change politely', async () => {
    renderSlider();
    const slide = screen.getByRole('region', { name: 'Örnek soru ve yanıtlar' }).querySelector('[aria-live]');
    expect(slide).toHaveAttribute('aria-live', 'polite');
    (slide as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownAnswer()).toBe('Masa için yanıt');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownAnswer()).toBe('Tencere için yanıt');
  });

  it('follows a sideways swipe', () => {
    renderSlider();
    const slide = screen.getByText('Tişört için yanıt').closest('[aria-live]') as HTMLElement;
    fireEvent.pointerDown(slide, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(slide, { clientX: 100, pointerType: 'touch' });
    expect(shownAnswer()).toBe('Tencere için yanıt');
  });
});
