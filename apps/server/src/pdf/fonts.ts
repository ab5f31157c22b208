import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff.ts';

/*
 * The fallback typeface of sales and purchase documents: DejaVu Sans, which has the naira sign
 * (₦, U+20A6) that the PDF's built-in Helvetica lacks. It comes from an npm package (@fontsource/dejavu-sans,
 * the whole font in one file per weight), so every machine that installs Owo has it; @react-pdf
 * embeds only the glyphs a document uses.
 */

const wideFont = 'DejaVu Sans';

/**
 * The font stack of documents: Helvetica, built into every PDF reader and quick to lay out, and
 * DejaVu Sans for each character Helvetica lacks (₦, and the ẹ, ọ, ṣ of Yoruba names), picked
 * character by character. Laying every word out in DejaVu instead costs some ten times as long
 * (its kerning and shaping tables are large), measured on sixty lines: 1.3 s against 0.3 s.
 */
export const documentFont = ['Helvetica', wideFont];

const require = createRequire(import.meta.url);
/**
 * The font of a weight, unwrapped from its WOFF file once (woff.ts) and handed over as a data URL:
 * read from the WOFF itself, fontkit inflated a table again at every read, a third of a render.
 */
const fontSource = (weight: 400 | 700) => {
  const woff = readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`));
  return `data:font/ttf;base64,${woffToSfnt(woff).toString('base64')}`;
};

let registered = false;

/** Registers the font with @react-pdf once; documents call it before rendering. */
export function registerDocumentFonts(): void {
  if (registered) return;
  Font.register({
    family: wideFont,
    fonts: [
      { src: fontSource(400), fontWeight: 'normal' },
      { src: fontSource(700), fontWeight: 'bold' },
    ],
  });
  registered = true;
}
