import { Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { MAX_OTHER_RECIPIENTS, sendDocumentSchema } from '@owo/core/schemas/invoice-delivery';
import { useState } from 'react';
import { type PurchaseOrder, useReceivePurchaseOrder, useSendPurchaseOrder } from '../../api/purchase-orders.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { DateField } from '../DateField.tsx';
import { emailList } from '../sales/email-list.ts';
import { toast } from '../toast.tsx';

/*
 * The purchase order page's dialogs: send it to the vendor (the PDF by email), and receive what came
 * in (how much of each line, on a day). Both close on Escape or a click outside, and their buttons
 * wait while the call is under way.
 */

interface DialogProps {
  order: PurchaseOrder;
  opened: boolean;
  onClose: () => void;
}

export function SendPurchaseDialog({ order, opened, onClose }: DialogProps) {
  const send = useSendPurchaseOrder();
  const [recipients, setRecipients] = useState(order.vendor.email.join(', '));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const { emails } = emailList(recipients);
    const body = {
      ...(emails.length > 0 ? { to: emails } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const checked = sendDocumentSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the addresses');
      return;
    }
    setProblem(null);
    try {
      const response = await send.mutateAsync({ id: order._id, body });
      toast({ type: 'success', msg: response.message });
      onClose();
    } catch {
      // Announced by the API client.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Send ${order.number}`} fullScreen={isPhone()} centered>
      <Stack gap="md">
        <Text fz="sm">{order.number} is sent to the vendor as a PDF attached to an email.</Text>
        <TextInput
          label="To"
          description={`Separate addresses with commas. Left empty: the vendor's email. At most ${MAX_OTHER_RECIPIENTS} others.`}
          value={recipients}
          onChange={(event) => setRecipients(event.currentTarget.value)}
          error={problem}
          data-autofocus
        />
        <Textarea
          label="Message"
          description="Optional, above the order in the email"
          autosize
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const left = (item: PurchaseOrder['items'][number]) => Math.max(0, Number((item.quantity - item.received).toFixed(3)));

export function ReceiveDialog({ order, opened, onClose }: DialogProps) {
  const receive = useReceivePurchaseOrder();
  const [date, setDate] = useState(todayInLagos());
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(order.items.map((item) => [item.line, String(left(item))])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = async () => {
    const lines = order.items
      .map((item) => ({ line: item.line, quantity: (quantities[item.line] ?? '').trim() }))
      .filter((line) => line.quantity !== '' && Number(line.quantity) > 0);
    try {
      const response = await receive.mutateAsync({ id: order._id, body: { date, lines } });
      toast({ type: 'success', msg: response.message });
      onClose();
    } catch (error) {
      const errors = (error as { errors?: Record<string, string> }).errors ?? {};
      setProblems(
        Object.fromEntries(
          Object.entries(errors).flatMap(([path, text]) => {
            const match = /^lines\.(\d+)\./.exec(path);
            const line = match ? lines[Number(match[1])]?.line : undefined;
            return line === undefined ? [] : [[String(line), text]];
          }),
        ),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Receive ${order.number}`}
      fullScreen={isPhone()}
      centered
      size="lg"
    >
      <Stack gap="md">
        <DateField label="Date received" withAsterisk value={date} onChange={setDate} />
        <Table.ScrollContainer minWidth={320} type="native">
          <Table aria-label="Quantities received">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Still to come</Table.Th>
                <Table.Th ta="right">Received now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.line}>
                  <Table.Td>
                    <Text fz="sm">{item.description}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fz="sm">{`${left(item)} ${item.measurement}`.trim()}</Text>
                  </Table.Td>
                  <Table.Td w={140}>
                    <TextInput
                      aria-label={`Received now of ${item.description}`}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      value={quantities[item.line] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setQuantities((current) => ({ ...current, [item.line]: value }));
                      }}
                      error={problems[String(item.line)]}
                      disabled={left(item) === 0}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fz="xs" c="dimmed">
          Tracked goods go into stock at the branch at the order's price.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={receive.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={receive.isPending}>
            Receive
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
