import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type ExcelBoard, ExcelCorrectionInput } from '../../../contract';
import { excelApi } from '../excel-api';

/** A count changed by hand: member, round, balloons added (or taken, negative) and why. */
export function CorrectionForm({
  board,
  online,
  onDone,
}: {
  board: ExcelBoard;
  online: boolean;
  onDone(): void;
}) {
  const lastRound = board.rounds.at(-1)?.id ?? '';
  const [form, setForm] = useState({
    memberId: board.members[0]?.id ?? '',
    roundId: lastRound,
    delta: '',
    reason: '',
  });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ExcelCorrectionInput.safeParse({
      memberId: form.memberId,
      roundId: form.roundId || lastRound,
      delta: form.delta.trim() === '' ? Number.NaN : Number(form.delta),
      reason: form.reason,
      idempotencyKey: key,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await excelApi.correct(board.session.id, parsed.data);
      setForm((f) => ({ ...f, delta: '', reason: '' }));
      setKey(crypto.randomUUID());
      onDone();
    } catch {
      // The HTTP layer has said why; the same key is kept, so a retry counts once.
    } finally {
      setSending(false);
    }
  };
  const invalid = (name: string) => error?.field === name;
  const message = (name: string) => invalid(name) && <Field.ErrorText>{error?.message}</Field.ErrorText>;

  return (
    <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          수동 정정
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          집계에서 빠지거나 잘못 들어간 별풍선을 고쳐요. 빼려면 음수로 적어 주세요. 사유는 기록에 남아요.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <Field.Root invalid={invalid('memberId')}>
            <Field.Label>멤버</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field name="memberId" value={form.memberId} onChange={set('memberId')}>
                {board.members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nick}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {message('memberId')}
          </Field.Root>
          <Field.Root invalid={invalid('roundId')}>
            <Field.Label>라운드</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field name="roundId" value={form.roundId || lastRound} onChange={set('roundId')}>
                {board.rounds.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.no}라운드
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {message('roundId')}
          </Field.Root>
          <Field.Root invalid={invalid('delta')}>
            <Field.Label>개수 (+/-)</Field.Label>
            <Input size="sm" name="delta" inputMode="numeric" value={form.delta} onChange={set('delta')} />
            {message('delta')}
          </Field.Root>
          <Field.Root invalid={invalid('reason')}>
            <Field.Label>사유</Field.Label>
            <Input size="sm" name="reason" value={form.reason} onChange={set('reason')} />
            {message('reason')}
          </Field.Root>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="purple" loading={sending} disabled={!online}>
            정정하기
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
