import { Button, CloseButton, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type MemberSignatures, SignatureInput } from '../../../contract';
import { excelApi } from '../excel-api';

/** One member's signatures as editable rows (count and name), saved as a whole list. */
export function SignatureEditor(props: { member: MemberSignatures; onDone(saved: boolean): void }) {
  const { member, onDone } = props;
  const [rows, setRows] = useState(member.numbers.map((n) => ({ count: String(n.count), title: n.title })));
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const set = (i: number, name: 'count' | 'title', value: string) =>
    setRows((list) => list.map((row, at) => (at === i ? { ...row, [name]: value } : row)));

  const save = async () => {
    const parsed = SignatureInput.safeParse({
      numbers: rows.map((r) => ({
        count: r.count.trim() === '' ? Number.NaN : Number(r.count),
        title: r.title,
      })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setSending(true);
    try {
      await excelApi.saveSignatures(member.stationUserId, parsed.data);
      onDone(true);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="2">
      {rows.map((row, i) => (
        // Rows have no id until saved; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <HStack key={i} gap="2">
          <Input
            size="sm"
            w="24"
            inputMode="numeric"
            aria-label="개수"
            value={row.count}
            onChange={(e) => set(i, 'count', e.target.value)}
          />
          <Input
            size="sm"
            aria-label="이름"
            value={row.title}
            onChange={(e) => set(i, 'title', e.target.value)}
          />
          <CloseButton
            size="sm"
            aria-label="지우기"
            onClick={() => setRows((list) => list.filter((_, at) => at !== i))}
          />
        </HStack>
      ))}
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          시그니처가 없어요.
        </Text>
      )}
      <HStack justify="space-between">
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setRows((list) => [...list, { count: '', title: '' }])}
        >
          + 추가
        </Button>
        <HStack gap="2">
          <Button size="xs" variant="ghost" onClick={() => onDone(false)}>
            취소
          </Button>
          <Button size="xs" colorPalette="purple" loading={sending} onClick={() => void save()}>
            저장
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
