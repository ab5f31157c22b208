import type { EmploymentView } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/changed-fields.ts';
import { employmentResolver, employmentValuesOf } from './employment-form.ts';

const employee = '0190a000-0000-7000-8000-000000000001';

const saved: EmploymentView = {
  _id: '0190a000-0000-7000-8000-000000000002',
  employee,
  jobTitle: 'Store supervisor',
  startDate: '2026-03-01',
  endDate: null,
  basic: 250000,
  housing: 100000,
  transport: 50000,
  otherAllowances: [{ name: 'Data', amount: 20000, pensionable: false, taxable: true }],
  annualRent: 1200000,
  nhf: true,
  pension: { pfa: null, rsaPin: 'PEN100123456789', employeeRate: 8, employerRate: 10 },
  nhia: false,
  salaryAccount: { bankName: 'Zenith Bank', bankCode: '057', accountNo: '1012345671' },
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

const options = { fields: {}, shouldUseNativeValidation: false };

describe('the edit-employment form', () => {
  it("shows a saved employment's empty fields as empty, and its pay as saved", () => {
    const values = employmentValuesOf(saved);
    expect(values).toMatchObject({ endDate: '', basic: 250000, annualRent: 1200000, nhf: true });
    expect(values.pension).toEqual({ pfa: '', rsaPin: 'PEN100123456789', employeeRate: 8, employerRate: 10 });
    expect(values.salaryAccount).toEqual({ bankName: 'Zenith Bank', accountNo: '1012345671' });
    expect(values.otherAllowances).toEqual(saved.otherAllowances);
  });

  it('reads back as the same employment, so only a field that was changed differs', async () => {
    const values = { ...employmentValuesOf(saved), basic: 260000 };
    const result = await employmentResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      employee,
      endDate: null,
      basic: 260000,
      otherAllowances: saved.otherAllowances,
      pension: { pfa: null, rsaPin: 'PEN100123456789', employeeRate: 8, employerRate: 10 },
      salaryAccount: { bankName: 'Zenith Bank', bankCode: '057', accountNo: '1012345671' },
    });
    // The PATCH body: the corrected basic and nothing else.
    expect(changedFields(result.values, { basic: true })).toEqual({ basic: 260000 });
  });

  it('reads an employment without a salary account as none', async () => {
    const values = employmentValuesOf({ ...saved, salaryAccount: null });
    expect(values.salaryAccount).toEqual({ bankName: '', accountNo: '' });
    const result = await employmentResolver(values, undefined, options);
    expect(result.values).toMatchObject({ salaryAccount: null });
  });
});
