import { describe, expect, it } from 'vitest';
import {
  defaultTemplateSettings,
  templateDocumentTypeValues,
  templateSegments,
  templateSettingsSchema,
  templateTypeOfSegment,
} from './templates.ts';

describe('document template types and their screens', () => {
  it('maps the spec’s URL segments, and the types themselves, to the type', () => {
    expect(templateTypeOfSegment('invoice')).toBe('invoice');
    expect(templateTypeOfSegment('estimates')).toBe('estimate');
    expect(templateTypeOfSegment('estimate')).toBe('estimate');
    expect(templateTypeOfSegment('sales-receipt')).toBe('sales-receipt');
    expect(templateTypeOfSegment('bills')).toBe('bill');
    expect(templateTypeOfSegment('Bills')).toBe('bill');
    expect(templateTypeOfSegment('purchase-order')).toBe('purchase-order');
    expect(templateTypeOfSegment('credit-note')).toBeUndefined();
    for (const type of templateDocumentTypeValues) expect(templateTypeOfSegment(templateSegments[type])).toBe(type);
  });

  it('takes a colour as #RRGGBB in capitals, and refuses anything else in words', () => {
    const parsed = templateSettingsSchema.parse({ ...defaultTemplateSettings, accentColour: ' #c0392b ' });
    expect(parsed.accentColour).toBe('#C0392B');
    for (const colour of ['teal', '#C0392', '#GGGGGG', 'C0392B']) {
      const result = templateSettingsSchema.safeParse({ ...defaultTemplateSettings, accentColour: colour });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Accent colour must be a colour like #0B7A75');
    }
  });
});
