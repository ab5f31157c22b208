import { zodResolver } from '@hookform/resolvers/zod';
import { type ComboboxItem, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type EmployeeCreate, type EmployeeCreateInput, employeeCreateSchema, genders } from '@owo/core';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useStates } from '../../api/lookups.ts';
import type { Employee } from '../../api/people.ts';
import { useDepartments } from '../../api/people.ts';
import { optionList } from '../../lib/options.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import { FormSection } from '../FormSection.tsx';
import { toast } from '../toast.tsx';

/*
 * The New and Edit form of an employee (spec sections 3 and 5): core's employeeCreateSchema checks
 * it, so the words under each field are the API's (first and last name, display name, gender,
 * phone number of at least 7 characters and date of birth required).
 */

type ChoiceName = 'gender' | 'status' | 'department' | 'stateOfResidence';
/** Text as typed; a choice not made is null, so that a required one reads 'is a required field'. */
export type EmployeeFormValues = {
  [Field in keyof Required<EmployeeCreateInput>]: Field extends ChoiceName ? string | null : string;
};
export type EmployeeForm = UseFormReturn<EmployeeFormValues, unknown, EmployeeCreate>;

/** The form's values for an employee, or a new one (active, no department yet). */
export function employeeValues(employee?: Employee): EmployeeFormValues {
  return {
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    displayName: employee?.displayName ?? '',
    gender: employee?.gender ?? null,
    phoneNumber: employee?.phoneNumber ?? '',
    dateOfBirth: employee?.dateOfBirth ?? '',
    email: employee?.email ?? '',
    address: employee?.address ?? '',
    stateOfResidence: employee?.stateOfResidence?._id ?? null,
    tin: employee?.tin ?? '',
    staffNumber: employee?.staffNumber ?? '',
    department: employee?.department?._id ?? null,
    branch: employee?.branch?._id ?? '',
    status: employee?.status ?? 'active',
  };
}

export function useEmployeeForm(initial: EmployeeFormValues): EmployeeForm {
  return useForm<EmployeeFormValues, unknown, EmployeeCreate>({
    // The form holds text as typed; the schema's preprocessing reads it (empty is none).
    resolver: zodResolver(employeeCreateSchema as never) as never,
    defaultValues: initial,
  });
}

/** Spec section 5: an invalid form says so once, beside the field messages. */
export function warnRequiredFields(): void {
  toast({ type: 'warn', msg: 'Please fill all required fields' });
}

const genderOptions = genders.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'left', label: 'Left' },
];

function ChoiceField(props: {
  form: EmployeeForm;
  name: ChoiceName;
  label: string;
  options: { data: ComboboxItem[]; placeholder?: string; disabled?: boolean };
  required?: boolean;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          withAsterisk={props.required}
          searchable
          clearable={!props.required}
          {...props.options}
          value={field.value || null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function EmployeeFields({ form }: { form: EmployeeForm }) {
  const { errors } = form.formState;
  const message = (name: keyof EmployeeFormValues) => errors[name]?.message;
  const departments = optionList(
    useDepartments(),
    (department) => ({ value: department._id, label: department.name }),
    { empty: 'No Department added', choose: 'Choose a department' },
  );
  const states = optionList(useStates('NG'), (state) => ({ value: state._id, label: state.name }), {
    empty: 'No State added',
    choose: 'Choose a state',
  });

  return (
    <Stack gap="lg">
      <FormSection title="Employee">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" withAsterisk error={message('firstName')} {...form.register('firstName')} />
          <TextInput label="Last name" withAsterisk error={message('lastName')} {...form.register('lastName')} />
          <TextInput
            label="Display name"
            withAsterisk
            error={message('displayName')}
            {...form.register('displayName')}
          />
          <ChoiceField form={form} name="gender" label="Gender" options={{ data: genderOptions }} required />
          <TextInput
            label="Phone number"
            withAsterisk
            type="tel"
            error={message('phoneNumber')}
            {...form.register('phoneNumber')}
          />
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field, fieldState }) => (
              <DateField
                label="Date of birth"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label="Email" type="email" error={message('email')} {...form.register('email')} />
          <TextInput label="Staff number" error={message('staffNumber')} {...form.register('staffNumber')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Work">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField form={form} name="department" label="Department" options={departments} />
          <Controller
            control={form.control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Branch"
                placeholder="Your branch"
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <ChoiceField form={form} name="status" label="Status" options={{ data: statusOptions }} required />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Tax">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField form={form} name="stateOfResidence" label="State of residence" options={states} />
          <TextInput label="TIN" error={message('tin')} {...form.register('tin')} />
          <Textarea label="Address" autosize minRows={2} error={message('address')} {...form.register('address')} />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
