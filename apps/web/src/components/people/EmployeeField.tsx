import { type StaffName, staffNamePermissions } from '@owo/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useStaffName, useStaffOptions } from '../../api/people.ts';
import { usePermissions } from '../../session/permissions.ts';
import { type Picked, SearchSelect } from '../sales/SearchSelect.tsx';

/*
 * A document's employee: the salesperson on an invoice, estimate or sales receipt, or who took a
 * bill in. It must be one of the staff (People > Employees; the server refuses anyone else), so
 * the staff list is searched on the server as the person types. The form field holds the
 * employee's id, '' for nobody.
 */

interface EmployeeFieldProps<Values extends FieldValues, Sent> {
  control: Control<Values, unknown, Sent>;
  name: FieldPathByValue<Values, string>;
  label: 'Employee' | 'Salesperson';
  description?: string;
  /** The names the page already knows (a saved document's employee among them). */
  picked: Readonly<Record<string, Picked>>;
  onPick: (item: Picked) => void;
}

const toPicked = (employee: StaffName): Picked => ({ id: employee._id, name: employee.name });

/** Whether the member may read staff names: with People, or the right to write a sale or a bill. */
function useMayPickStaff() {
  const { permissions } = usePermissions();
  return staffNamePermissions.some((permission) => permissions.includes(permission));
}

function useStaffYouMaySee(search: string) {
  return useStaffOptions(search, useMayPickStaff());
}

/** The chosen employee's name: as the page knows it, else read by id (a recurring schedule keeps only the id). */
function useChosen(id: string, picked: EmployeeFieldProps<FieldValues, unknown>['picked'], allowed: boolean) {
  const known = picked[id];
  const [loaded] = useStaffName(known ? '' : id, allowed).data?.data ?? [];
  return known ?? (loaded ? toPicked(loaded) : undefined);
}

/** The staff member a document names, chosen from People > Employees; optional. */
export function EmployeeField<Values extends FieldValues, Sent>(props: EmployeeFieldProps<Values, Sent>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const allowed = useMayPickStaff();
  const value = (field.value as string | undefined) ?? '';
  const chosen = useChosen(value, props.picked, allowed);
  return (
    <SearchSelect
      label={props.label}
      description={allowed ? props.description : 'Choosing staff needs the right to write sales or bills'}
      placeholder="Search staff"
      disabled={!allowed}
      value={value}
      picked={chosen}
      useOptions={useStaffYouMaySee}
      toPicked={toPicked}
      onChange={(employee) => {
        if (employee) props.onPick(toPicked(employee));
        field.onChange(employee?._id ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFound="No staff found: add them under People > Employees"
    />
  );
}
