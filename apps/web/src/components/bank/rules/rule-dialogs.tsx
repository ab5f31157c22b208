import { modals } from '@mantine/modals';
import type { BankRule } from '../../../api/bank.ts';
import { isPhone } from '../../../lib/use-phone.ts';
import { BankRuleForm } from './BankRuleForm.tsx';
import type { BankRuleFormValues } from './rule-form.ts';

/** Phones get the whole screen for the form. */

/** The rule form in a dialog: a rule to change, or a new one (optionally started from a statement line). */
export function openBankRuleDialog(props: { rule?: BankRule; initial?: BankRuleFormValues } = {}): void {
  const modalId = 'bank-rule';
  modals.open({
    modalId,
    title: props.rule ? 'Edit bank rule' : 'New bank rule',
    size: 'lg',
    fullScreen: isPhone(),
    children: <BankRuleForm {...props} onDone={() => modals.close(modalId)} />,
  });
}
