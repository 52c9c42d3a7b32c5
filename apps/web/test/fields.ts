import { screen } from '@testing-library/react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (a required field's label ends in an aria-hidden asterisk). */
export function input(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' });
}
