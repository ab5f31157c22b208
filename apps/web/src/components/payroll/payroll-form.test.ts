import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { blankExtra, type PayrollFormValues, payrollBody, payrollResolver, placeServerErrors } from './payroll-form.ts';

const ada = '0190a000-0000-7000-8000-000000000001';
const bayo = '0190a000-0000-7000-8000-000000000002';

const values = (extras: PayrollFormValues['extras']): PayrollFormValues => ({
  period: '2026-01',
  branch: '',
  bank: '',
  prorationBasis: 'calendarDays',
  extras,
});

describe('the payroll form', () => {
  it("groups the rows by employee, earnings apart from deductions, as the API takes a month's extras", () => {
    const { body } = payrollBody(
      values([
        { ...blankExtra(ada), name: 'New year bonus', amount: 500000 },
        { ...blankExtra(bayo), kind: 'salaryAdvance', amount: 10000 },
        { ...blankExtra(ada), kind: 'loanRepayment', amount: 2500 },
      ]),
    );
    expect(body.lines).toEqual([
      {
        employee: ada,
        oneOffs: [{ kind: 'bonus', name: 'New year bonus', amount: 500000, pensionable: false }],
        deductions: [{ kind: 'loanRepayment', name: '', amount: 2500 }],
      },
      { employee: bayo, oneOffs: [], deductions: [{ kind: 'salaryAdvance', name: '', amount: 10000 }] },
    ]);
    expect(body).toMatchObject({ period: '2026-01', branch: null, bank: null });
  });

  it('puts the shared schema’s messages on the row that caused them', async () => {
    const form = values([{ ...blankExtra(ada), amount: 1000 }, blankExtra()]);
    const result = await payrollResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.extras?.[1]?.employee?.message).toBe('Employee is a required field');
    expect(result.errors.extras?.[1]?.amount?.message).toMatch(/Earning amount/);
    expect(result.errors.extras?.[0]).toBeUndefined();
  });

  it("moves the server's field messages from the body's places to the form's", () => {
    const form = values([
      { ...blankExtra(ada), amount: 1000 },
      { ...blankExtra(bayo), amount: 500 },
      { ...blankExtra(ada), kind: 'other', amount: 5000000 },
    ]);
    const error = new ApiError(400, 'Invalid', { 'lines.0.deductions.0.amount': 'Too much', period: 'Bad month' });
    placeServerErrors(error, payrollBody(form).fieldOf);
    expect(error.errors).toEqual({ 'extras.2.amount': 'Too much', period: 'Bad month' });
  });
});
