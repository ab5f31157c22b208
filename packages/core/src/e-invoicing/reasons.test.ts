import { describe, expect, it } from 'vitest';
import { plainNrsReason } from './reasons.ts';

describe('plainNrsReason', () => {
  it('names the record to fix for each problem NRS lists', () => {
    expect(
      plainNrsReason(
        'validation failed',
        'accounting_customer_party.tin: is required; invoice_line.0.hsn_code: must look like 0000.00',
      ),
    ).toBe(
      "NRS refused it: the customer's TIN is required; line 1: the product's HS or service code must look like 0000.00.",
    );
  });

  it('says what to check for bad credentials and a document sent twice', () => {
    expect(plainNrsReason('unable to validate api key', '')).toContain('API key and secret');
    expect(
      plainNrsReason(
        'validation failed, also confirm this is not a duplicate request',
        'irn: this IRN has already been signed',
      ),
    ).toBe('NRS already has a document with this IRN: it was sent before.');
  });

  it("falls back to NRS's own message", () => {
    expect(plainNrsReason('IRN record not found', '')).toBe('NRS refused it: IRN record not found.');
    expect(
      plainNrsReason('validation failed', 'accounting_supplier_party.postal_address.street_name: is required'),
    ).toBe("NRS refused it: your company's address is required.");
  });
});
