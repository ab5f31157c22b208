import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchMe } from '../../api/auth.ts';
import { activateCompany, rememberCompanies } from '../../session/sign-in.ts';
import { useActiveCompanyId, useStoredCompanies } from '../../session/storage.ts';

/** Switches the company every call acts for (the x-company-id header). */
export function CompanySwitcher() {
  const companies = useStoredCompanies();
  const activeId = useActiveCompanyId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const active = companies.find((company) => company._id === activeId);

  const switchTo = async (companyId: string) => {
    if (companyId === activeId) return;
    setSwitching(true);
    try {
      // Ask the server for this company's subscription before anything is shown for it.
      const me = await fetchMe(companyId);
      const company = me.data.companies.find((candidate) => candidate._id === companyId);
      if (!company) return;
      rememberCompanies(me.data.companies);
      activateCompany({ ...company, activeSubscriptionId: me.data.activeSubscriptionId }, me.data.user);
      await queryClient.invalidateQueries();
      // The page open now may show a record of the previous company; start from its dashboard.
      void navigate('/dashboard');
    } catch {
      // The API client has already told the user what went wrong.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Menu position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          loading={switching}
          leftSection={<IconBuildingStore size={16} />}
          rightSection={<IconSelector size={14} />}
          aria-label={`Company: ${active?.name ?? 'none chosen'}. Switch company`}
          maw={{ base: 170, xs: 260 }}
          styles={{ label: { overflow: 'hidden' } }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {active?.name ?? 'Choose company'}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your businesses</Menu.Label>
        {companies.map((company) => (
          <Menu.Item
            key={company._id}
            onClick={() => void switchTo(company._id)}
            rightSection={company._id === activeId ? <IconCheck size={16} color="var(--mantine-color-owo-7)" /> : null}
          >
            <Text fz="sm" truncate>
              {company.name}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/auth/setup-business" leftSection={<IconPlus size={16} />}>
          Set up a new business
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
