import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { addKobo, type Kobo } from '@owo/core';
import { IconBriefcase, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type Employee, type Employment, useEmployee, useEmployments } from '../../api/people.ts';
import { amountToKobo } from '../../lib/amounts.ts';
import { useMay } from '../../session/permissions.ts';
import { BackLink } from '../BackLink.tsx';
import { dayMonthYear } from '../date-text.ts';
import { MoneyText } from '../MoneyText.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { RecordLoader } from '../RecordPage.tsx';
import { EmployeePayslips } from './EmployeePayslips.tsx';
import {
  editEmployeePath,
  editEmploymentPath,
  employeesLink,
  employeesPath,
  newEmploymentPath,
} from './people-paths.ts';

/*
 * /hrm/employee/{id}: the employee's details and their employment history (GET
 * /employees/{id}/employment), each employment with its job title, dates and monthly pay.
 */

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

export function EmployeeRecordPage() {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  return (
    <RecordLoader query={employee} noun="employee" back={employeesLink}>
      {(loaded) => <EmployeeRecord employee={loaded} />}
    </RecordLoader>
  );
}

function EmployeeDetails({ employee }: { employee: Employee }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Detail label="First name">{employee.firstName}</Detail>
      <Detail label="Last name">{employee.lastName}</Detail>
      <Detail label="Gender">{employee.gender === 'male' ? 'Male' : 'Female'}</Detail>
      <Detail label="Date of birth">{dayMonthYear(employee.dateOfBirth)}</Detail>
      <Detail label="Phone number">{employee.phoneNumber}</Detail>
      <Detail label="Email">{employee.email}</Detail>
      <Detail label="Staff number">{employee.staffNumber}</Detail>
      <Detail label="Department">{employee.department?.name}</Detail>
      <Detail label="Branch">{employee.branch?.name}</Detail>
      <Detail label="State of residence">{employee.stateOfResidence?.name}</Detail>
      <Detail label="TIN">{employee.tin}</Detail>
      <Detail label="Address">{employee.address}</Detail>
    </SimpleGrid>
  );
}

function EmployeeRecord({ employee }: { employee: Employee }) {
  const mayEdit = useMay('hrm.edit');
  const mayCreate = useMay('hrm.create');
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={employee.displayName}
        back={<BackLink to={employeesPath} label="Employees" />}
        actions={
          <>
            {mayCreate ? (
              <Button
                variant="default"
                component={Link}
                to={newEmploymentPath(employee._id)}
                leftSection={<IconBriefcase size={16} />}
              >
                Add employment
              </Button>
            ) : null}
            {mayEdit ? (
              <Button component={Link} to={editEmployeePath(employee._id)} leftSection={<IconPencil size={16} />}>
                Edit
              </Button>
            ) : null}
          </>
        }
      />
      <Card p="md">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" radius="sm" color={employee.status === 'active' ? 'green' : 'gray'}>
              {employee.status === 'active' ? 'Active' : 'Left'}
            </Badge>
          </Group>
          <EmployeeDetails employee={employee} />
        </Stack>
      </Card>
      <Card p="md">
        <EmploymentHistory employee={employee} />
      </Card>
      <EmployeePayslipsCard employee={employee} />
    </Stack>
  );
}

/** The payslips card, only for those who may see payroll. */
function EmployeePayslipsCard({ employee }: { employee: Employee }) {
  if (!useMay('payroll.view')) return null;
  return (
    <Card p="md">
      <EmployeePayslips employee={employee} />
    </Card>
  );
}

/** Basic, housing, transport and the other allowances, in kobo: the month's pay before deductions. */
const monthlyPay = (employment: Employment) =>
  [employment.basic, employment.housing, employment.transport, ...employment.otherAllowances.map((one) => one.amount)]
    .map((amount) => amountToKobo(amount))
    .reduce((sum, kobo) => addKobo(sum, kobo), 0 as Kobo);

/** Each employment is a row; a member who may edit corrects one from its Edit. */
function EmploymentRow({ employment, mayEdit }: { employment: Employment; mayEdit: boolean }) {
  const from = dayMonthYear(employment.startDate);
  return (
    <Table.Tr>
      <Table.Td>{employment.jobTitle}</Table.Td>
      <Table.Td>{from}</Table.Td>
      <Table.Td>{employment.endDate ? dayMonthYear(employment.endDate) : 'Now'}</Table.Td>
      <Table.Td ta="right">
        <MoneyText amount={employment.basic} fz="sm" />
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText kobo={monthlyPay(employment)} fz="sm" fw={600} />
      </Table.Td>
      {mayEdit ? (
        <Table.Td ta="right" w={48}>
          <ActionIcon
            component={Link}
            to={editEmploymentPath(employment._id)}
            variant="subtle"
            aria-label={`Edit ${employment.jobTitle} from ${from}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

function EmploymentHistory({ employee }: { employee: Employee }) {
  const employments = useEmployments(employee._id);
  const mayEdit = useMay('hrm.edit');
  const rows = employments.data?.data ?? [];
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="md">
          Employment history
        </Title>
        {rows.length > 0 ? (
          <Text fz="sm" c="dimmed">
            A change of pay is a new employment from the date it starts (Add employment); Edit corrects a mistake.
          </Text>
        ) : null}
      </Stack>
      {employments.isPending ? (
        <Text fz="sm" c="dimmed">
          loading...
        </Text>
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No employment yet: add their job and pay (Add employment) so that payroll can pay them.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Employment history" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job title</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th ta="right">Basic</Table.Th>
                <Table.Th ta="right">Monthly pay</Table.Th>
                {mayEdit ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((employment) => (
                <EmploymentRow key={employment._id} employment={employment} mayEdit={mayEdit} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
