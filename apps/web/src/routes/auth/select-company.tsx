import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CompanySummary, useCompanies } from '../../api/companies.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { activateCompany, rememberCompanies } from '../../session/sign-in.ts';

export function meta() {
  return [{ title: 'Choose a business | Owo' }];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export default function SelectCompany() {
  const navigate = useNavigate();
  const companies = useCompanies();
  const list = companies.data?.data;

  useEffect(() => {
    if (!list) return;
    rememberCompanies(list);
    // Nothing to choose between: straight to setting one up.
    if (list.length === 0) void navigate('/auth/setup-business', { replace: true });
  }, [list, navigate]);

  const choose = (company: CompanySummary) => {
    activateCompany(company);
    void navigate('/dashboard');
  };

  return (
    <AuthPanel
      title="Choose a business"
      description="Pick the business you want to work on. You can switch at any time."
    >
      {companies.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading your businesses" />
        </Group>
      ) : null}
      <Stack gap="sm">
        {list?.map((company) => (
          <Paper key={company._id} withBorder radius="md" p={0}>
            {/* Named by everything it shows, after 'Open': the name, the role and the currency. */}
            <UnstyledButton onClick={() => choose(company)} p="md" w="100%">
              <Group wrap="nowrap">
                <Avatar color="owo" radius="md" aria-hidden="true">
                  {initials(company.name)}
                </Avatar>
                <Stack gap={2} flex={1} miw={0}>
                  <Text fw={600} truncate>
                    <VisuallyHidden>Open </VisuallyHidden>
                    {company.name}
                  </Text>
                  <Group gap={6}>
                    {company.role ? (
                      <Badge size="sm" variant="light" color="gray">
                        {company.role}
                      </Badge>
                    ) : null}
                    <Badge size="sm" variant="light">
                      {company.currency}
                    </Badge>
                  </Group>
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
              </Group>
            </UnstyledButton>
          </Paper>
        ))}
      </Stack>
      <Anchor
        component={Link}
        to="/auth/setup-business"
        fw={600}
        mt="xl"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconPlus size={16} aria-hidden="true" />
        Set up a new business
      </Anchor>
    </AuthPanel>
  );
}
