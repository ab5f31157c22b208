import { zodResolver } from '@hookform/resolvers/zod';
import { Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type ProfileUpdateInput, profileUpdateSchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { type Profile, usePhotoActions, useProfile, useUpdateProfile } from '../../api/profile.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ImagePicker } from '../../components/settings/ImagePicker.tsx';
import { SaveChangesForm } from '../../components/settings/SaveChangesForm.tsx';
import { SettingsSection } from '../../components/settings/SettingsSection.tsx';

export function meta() {
  return [{ title: 'Profile | Owo' }];
}

const valuesOf = (profile: Profile): ProfileUpdateInput => ({
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
  const { errors } = formState;

  return (
    <SaveChangesForm form={form} save={update.mutateAsync} valuesOf={valuesOf} failure="Could not save your profile">
      <SettingsSection title="Your details" columns={2}>
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
      </SettingsSection>
    </SaveChangesForm>
  );
}

/** Settings › Profile: the signed-in person's name, phone and photo; the email is shown, not changed here. */
export default function ProfilePage() {
  const profile = useProfile();
  const photo = usePhotoActions();
  const me = profile.data?.data;
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
          <ImagePicker what="photo" image={me.photo} actions={photo} initials={initials} />
          <ProfileForm key={me._id} profile={me} />
        </>
      )}
    </Stack>
  );
}
