import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { companyKeys, useCreateCompany } from '../../api/companies.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { CompanyFields } from '../../components/company/CompanyFields.tsx';
import { toast } from '../../components/toast.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { activateCompany, rememberCompany } from '../../session/sign-in.ts';
import { readCompanies, readUser } from '../../session/storage.ts';

const validation = lazyZodResolver(() =>
  import('@owo/core/schemas/companies').then((module) => module.companySetupSchema),
);

export function meta() {
  return [{ title: 'Set up your business | Owo' }];
}

export default function SetupBusiness() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateCompany();
  const user = readUser();
  const hasCompanies = readCompanies().length > 0;
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: {
      name: '',
      businessType: '',
      industry: '',
      country: 'NG',
      state: '',
      address: '',
      // Most owners run the business from their own email and phone; they can change them.
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      tin: '',
      rcNumber: '',
      currency: 'NGN',
      fiscalYearStart: 1,
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (response) => {
        const company = response.data;
        rememberCompany(company);
        activateCompany(company);
        void queryClient.invalidateQueries({ queryKey: companyKeys.all });
        toast({ type: 'success', msg: response.message || `${company.name} is ready` });
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not set up the business'),
    }),
  );

  return (
    <AuthPanel
      wide
      title="Set up your business"
      description="These details appear on your invoices and tax returns. You can change them later in settings."
    >
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
          <CompanyFields form={form} />
          <Group justify="flex-end" mt="xl">
            <Button type="submit" size="md" loading={create.isPending}>
              Set up business
            </Button>
          </Group>
        </form>
      </Paper>
      {hasCompanies ? (
        <Text ta="center" mt="lg" fz="sm" c="dimmed">
          <Anchor component={Link} to="/auth/select-company" fw={600}>
            Back to your businesses
          </Anchor>
        </Text>
      ) : null}
    </AuthPanel>
  );
}
