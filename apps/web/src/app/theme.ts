import { type CSSVariablesResolver, createTheme, Drawer, Modal } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above the 4.5:1 contrast ratio.
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Modal: Modal.extend({ styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } }),
    Drawer: Drawer.extend({ styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } }),
  },
});

/** Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; gray.7 keeps secondary text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
