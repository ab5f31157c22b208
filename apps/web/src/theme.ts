import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from '@mantine/core';

// Shade 7 is Nigerian-flag green (#008751); the rest step evenly lighter and darker.
const owo: MantineColorsTuple = [
  '#e7f6ee',
  '#cdeadb',
  '#9dd5b8',
  '#69bf93',
  '#3fac74',
  '#24a062',
  '#129757',
  '#008751',
  '#007545',
  '#006238',
];

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'owo',
  primaryShade: 7,
  colors: { owo },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  // A person who asked their device for less motion gets no sliding or fading (Mantine's default
  // is to ignore the setting).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Badges are short labels; in a squeezed table column they should push it wider, not clip.
    // Sentence case (Posted, Draft), not Mantine's capitals: a label reads as words, not as a shout.
    Badge: { defaultProps: { tt: 'none' }, styles: { root: { flexShrink: 0 }, label: { overflow: 'visible' } } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        // No blur behind a dialog: a backdrop filter is redrawn on every frame, which a cheap
        // phone's processor (and a browser without a GPU) feels on every keystroke in the dialog.
        overlayProps: { backgroundOpacity: 0.55 },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
    },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        // Mantine's default name, 'Toggle password visibility', would also answer to a
        // search for the 'Password' label; this one does not.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide what you typed' },
      },
    },
    Select: {
      defaultProps: {
        size: 'md',
        // A closed list kept in the page (Mantine's default) carries the field's label too,
        // so 'Business type' would name two elements; render it only while open.
        comboboxProps: { shadow: 'md', keepMounted: false },
      },
    },
  },
});

/**
 * Text colours that reach WCAG AA (4.5:1) on our white cards and the grey page. Mantine's defaults
 * fall short: dimmed grey (3.3:1), the error red (3.3:1), the brand green on the page's grey
 * (4.3:1), coloured text such as c="red" (3.3:1), and the text of light and subtle badges and
 * buttons (2.5:1 for yellow). Coloured text is each colour's darkest shade darkened by 30%, which
 * reaches 4.7:1 or more on its own light background for every colour; the brand green keeps its hue
 * one shade darker. Checked by axe-core in e2e/bank.test.ts.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#626a72',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-owo-8)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const text = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-text`] = name === 'owo' ? shades[8] : text;
    light[`--mantine-color-${name}-outline`] = name === 'owo' ? shades[8] : text;
  }
  // Danger buttons (Yes, Sign out, Delete) are filled red: white on red 6 is 3.3:1, on red 9 5.5:1.
  light['--mantine-color-red-filled'] = resolved.colors.red[9];
  light['--mantine-color-red-filled-hover'] = darken(resolved.colors.red[9], 0.1);
  return { variables: {}, light, dark: {} };
};
