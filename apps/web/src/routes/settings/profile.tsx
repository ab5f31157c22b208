import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ProfileUpdateInput, profileUpdateSchema } from '@owo/core';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useImageUrl } from '../../api/images.ts';
import { type Profile, useProfile, useRemovePhoto, useUpdateProfile, useUploadPhoto } from '../../api/profile.ts';
import { LeaveGuard } from '../../components/LeaveGuard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ImagePicker } from '../../components/settings/ImagePicker.tsx';
import { toast } from '../../components/toast.tsx';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { useSaveShortcut } from '../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'Profile | Owo' }];
}

const valuesOf = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(profile),
  });
  const { register, formState } = form;
  const { errors, dirtyFields, isDirty } = formState;

  const onSubmit = form.handleSubmit((values) => {
    const body = changedFields(values, dirtyFields);
    if (Object.keys(body).length === 0) {
      toast({ type: 'info', msg: 'Nothing to save: no field changed' });
      return;
    }
    update.mutate(body, {
      onSuccess: (response) => {
        form.reset(valuesOf(response.data));
        toast({ type: 'success', msg: response.message });
      },
      onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save your profile'),
    });
  });
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !update.isPending);

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={isDirty && !update.isPending} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            description="The email you sign in with"
            styles={{ input: { backgroundColor: 'var(--mantine-color-gray-0)' } }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || update.isPending}
            onClick={() => form.reset(valuesOf(profile))}
          >
            Discard
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings › Profile: the signed-in person's name, phone and photo; the email is shown, not changed here. */
export default function ProfilePage() {
  const profile = useProfile();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const me = profile.data?.data;
  const photoUrl = useImageUrl(me?.photo ? '/profile/photo' : null, me?.photo?.version);
  const initials = me ? `${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase() : '';

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="Profile" description="Your own details, the same in every business you belong to." />
      {!me ? (
        <Center mih="30dvh">
          {profile.isError ? (
            <Text c="dimmed">Your profile could not be loaded.</Text>
          ) : (
            <Loader aria-label="Loading" />
          )}
        </Center>
      ) : (
        <>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Photo
              </Title>
              <ImagePicker
                what="photo"
                url={photoUrl}
                hasImage={me.photo !== null}
                initials={initials}
                uploading={upload.isPending}
                onUpload={(file) => upload.mutateAsync(file)}
                onRemove={() => remove.mutateAsync()}
              />
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Your details
              </Title>
              <ProfileForm key={me._id} profile={me} />
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
