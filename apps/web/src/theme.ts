import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Badges are short labels; in a squeezed table column they should push it wider, not clip.
    Badge: { styles: { root: { flexShrink: 0 }, label: { overflow: 'visible' } } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
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
