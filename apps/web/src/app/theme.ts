import { type CSSVariablesResolver, createTheme, type MantineThemeComponent } from '@mantine/core';

// Plain objects rather than Modal.extend(): importing Modal and Drawer here would put their code in every page.
const boldTitle: MantineThemeComponent = {
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above the 4.5:1 contrast ratio.
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Modal: boldTitle,
    Drawer: boldTitle,
  },
});

/**
 * Contrast fixes for the light scheme: Mantine's dimmed grey (gray.6) and the text of its light variants
 * (badges, light buttons: shade 6 on shade 0/1) fall below 4.5:1, even shade 9 does for orange and
 * yellow; gray.7 and shade 9 darkened by 30 % keep every colour readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9), black 30%)`,
      ]),
    ),
  },
  dark: {},
});
