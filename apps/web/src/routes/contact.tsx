import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { type ContactFormValues, contactLabels, contactSchema } from '@owo/core/schemas/public-site';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useHydrated } from '../lib/use-hydrated.ts';
import { PageHero } from '../site/components/blocks.tsx';
import { contactDetails } from '../site/content/company.ts';
import { pageMeta } from '../site/meta.ts';
import { postPublicForm } from '../site/public-api.ts';

export function meta() {
  return pageMeta({
    title: 'Contact us',
    description:
      'Write to the Owo team about accounts, pricing, VAT, payroll or your data. A person replies within one working day.',
    path: '/contact',
  });
}

const emptyForm: ContactFormValues = { name: '', email: '', company: '', message: '' };

function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await postPublicForm('/contact', contactSchema.parse(values));
    if (result.kind === 'failed') {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field in emptyForm) form.setError(field as FieldPath<ContactFormValues>, { message });
      }
      setFailure(result.message);
      return;
    }
    setSent(result.message);
  });

  if (sent !== null) {
    return (
      <div className="site-form-card" role="status" aria-live="polite">
        <Stack align="flex-start" gap="sm">
          <ThemeIcon size={48} radius="xl" aria-hidden="true">
            <IconCheck size={26} />
          </ThemeIcon>
          <h2 className="site-h3" style={{ fontSize: '1.4rem' }}>
            Thank you, your message is on its way
          </h2>
          {sent ? <p>{sent}</p> : null}
          <p className="site-muted">
            A member of our team will reply to {form.getValues('email')} within one working day.
          </p>
          <Button
            variant="default"
            onClick={() => {
              form.reset(emptyForm);
              setSent(null);
            }}
          >
            Send another message
          </Button>
        </Stack>
      </div>
    );
  }

  return (
    <form className="site-form-card" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap="md">
        <h2 className="site-h3" id="contact-form-title" style={{ fontSize: '1.4rem' }}>
          Send us a message
        </h2>
        <TextInput
          label={contactLabels.name}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={contactLabels.email}
          type="email"
          autoComplete="email"
          placeholder="you@business.ng"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label={contactLabels.company}
          description="Optional"
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <Textarea
          label={contactLabels.message}
          autosize
          minRows={5}
          maxRows={12}
          size="md"
          error={errors.message?.message}
          {...form.register('message')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert" title="Your message was not sent">
            {failure}
          </Alert>
        ) : null}
        <div>
          {/* Disabled until the page's script runs: before that the browser would submit the form
              itself, as a GET that puts the message and email in the address. */}
          <Button type="submit" size="md" loading={isSubmitting} disabled={!hydrated}>
            Send message
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to a person, not a chatbot"
        lead="Questions about Owo, your account, VAT or payroll? Write to us. Our support team includes qualified accountants, and every message gets a reply from a person within one working day."
      />
      <section className="site-section">
        <div className="site-container site-split">
          <ContactForm />
          <div>
            <h2 className="site-h3" style={{ fontSize: '1.4rem' }}>
              Other ways to reach us
            </h2>
            <dl className="site-prose" style={{ marginTop: '1rem' }}>
              <dt>
                <strong>General questions</strong>
              </dt>
              <dd style={{ margin: 0 }}>
                <a href={`mailto:${contactDetails.general}`}>{contactDetails.general}</a>
              </dd>
              <dt>
                <strong>Help with your account</strong>
              </dt>
              <dd style={{ margin: 0 }}>
                <a href={`mailto:${contactDetails.support}`}>{contactDetails.support}</a>
              </dd>
              <dt>
                <strong>Privacy and your data</strong>
              </dt>
              <dd style={{ margin: 0 }}>
                <a href={`mailto:${contactDetails.privacy}`}>{contactDetails.privacy}</a>
              </dd>
              <dt>
                <strong>Opening hours</strong>
              </dt>
              <dd style={{ margin: 0 }}>{contactDetails.hours}</dd>
              <dt>
                <strong>Office</strong>
              </dt>
              <dd style={{ margin: 0 }}>{contactDetails.office}</dd>
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
