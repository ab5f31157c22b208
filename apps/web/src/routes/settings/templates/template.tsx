import { Alert, Anchor, Loader, Select, Stack, Tabs } from '@mantine/core';
import { templateDocumentLabels, templateDocumentTypeValues, templateSegments, templateTypeOfSegment } from '@owo/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTemplate } from '../../../api/templates.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TemplateEditor } from '../../../components/templates/TemplateEditor.tsx';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Templates | Owo' }];
}

const typeOptions = templateDocumentTypeValues.map((type) => ({
  value: templateSegments[type],
  label: templateDocumentLabels[type],
}));

function TypeSwitcher({ segment }: { segment: string }) {
  const navigate = useNavigate();
  const go = (next: string | null) => {
    if (next && next !== segment) navigate(`/settings/Templates/${next}`);
  };
  return (
    <>
      <Select hiddenFrom="sm" label="Document" data={typeOptions} value={segment} onChange={go} allowDeselect={false} />
      <Tabs value={segment} onChange={go} visibleFrom="sm">
        <Tabs.List>
          {typeOptions.map((option) => (
            <Tabs.Tab key={option.value} value={option.value}>
              {option.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}

/** /settings/Templates/{invoice, estimates, sales-receipt, bills, purchase-order}. */
export default function Page() {
  const { documentType: segment = '' } = useParams();
  const type = templateTypeOfSegment(segment);
  const mayEdit = useMay('settings.edit');
  const template = useDocumentTemplate(type ?? 'invoice');

  if (!type) {
    return (
      <Stack gap="lg">
        <PageHeader title="Templates" />
        <Alert color="orange" title="There is no such template">
          Choose one of{' '}
          {typeOptions.map((option, index) => (
            <span key={option.value}>
              {index > 0 ? ', ' : ''}
              <Anchor component={Link} to={`/settings/Templates/${option.value}`}>
                {option.label}
              </Anchor>
            </span>
          ))}
          .
        </Alert>
      </Stack>
    );
  }

  const label = templateDocumentLabels[type];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Templates"
        description="How each document looks when you print it or send it as a PDF: layout, colour and what it shows."
      />
      <TypeSwitcher segment={templateSegments[type]} />
      {template.data ? (
        <TemplateEditor key={type} documentType={type} template={template.data.data} mayEdit={mayEdit} />
      ) : template.isError ? (
        <Alert color="red">The {label.toLowerCase()} template could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <Loader aria-label="Loading the template" />
      )}
    </Stack>
  );
}
