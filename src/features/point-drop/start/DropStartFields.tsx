import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useOnline } from '../../../app';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import type { DropFieldError, DropForm } from './use-drop-start';

const LABELS: Record<keyof DropForm, [label: string, type: string]> = {
  title: ['제목 (선택)', 'text'],
  totalPoints: ['뿌릴 포인트', 'number'],
  packetCount: ['봉투 수', 'number'],
  durationSeconds: ['진행 시간 (초)', 'number'],
};

/** A drop's four fields and, offline, why it cannot start; the form around them is the caller's. */
export function DropStartFields({
  form,
  set,
  error,
}: {
  form: DropForm;
  set: (name: keyof DropForm) => (e: { target: { value: string } }) => void;
  error: DropFieldError | null;
}) {
  const online = useOnline();
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        시작하는 순간 포인트를 봉투에 무작위로 나눠 담아요(봉투마다 1포인트 이상). 시간이 지나면 남은 봉투는
        닫혀요.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(Object.keys(LABELS) as (keyof DropForm)[]).map((name) => (
          <Field.Root key={name} invalid={error?.field === name}>
            <Field.Label>{LABELS[name][0]}</Field.Label>
            <Input name={name} type={LABELS[name][1]} value={form[name]} onChange={set(name)} />
            {error?.field === name && <Field.ErrorText>{error.message}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      {!online && (
        <Text fontSize="sm" color="orange.fg" role="status">
          {NEEDS_NETWORK}
        </Text>
      )}
    </>
  );
}
