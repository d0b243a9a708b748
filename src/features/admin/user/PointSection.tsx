import { Button, Field, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSession } from '../../../app';
import {
  type PointAdjustRules,
  pointAdjustInput,
  SELF_POINT_ADJUST_MESSAGE,
  type UserTableRow,
} from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { moderationApi } from './moderation-api';
import type { ModerationChange } from './moderation-change';

interface Props {
  user: UserTableRow;
  point: number;
  busy: boolean;
  change: ModerationChange;
}

/**
 * Staff credit or debit a member's points, through the ledger: at most their cap in one adjustment,
 * always with a reason, never their own balance. The page checks the contract's rule before
 * sending; the server checks it again and records the adjustment (운영 기록).
 */
export function PointSection({ user, point, busy, change }: Props) {
  const self = useSession().user?.uuid === user.uuid;
  const [rules, setRules] = useState<PointAdjustRules | null>(null);
  useEffect(() => {
    // Without them the server's own refusal still holds; the page only says less beforehand.
    void moderationApi.pointRules().then(setRules, () => undefined);
  }, []);
  const [type, setType] = useState<'C' | 'D'>('C');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  // One key per intended adjustment: a retried tap after a lost answer is the same adjustment.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const value = Number(amount);
  const checked = pointAdjustInput(rules?.cap).safeParse({
    userUuid: user.uuid,
    type,
    amount: value,
    memo,
    idempotencyKey: key,
  });
  const problem = (field: string) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  // Said once the admin has typed an amount; an empty amount only keeps the button off.
  const amountProblem = amount === '' ? undefined : problem('amount');
  const submit = async () => {
    if (!checked.success) return;
    const input = checked.data;
    const verb = input.type === 'C' ? '지급' : '차감';
    const ok = await change(
      `${user.nickname}님에게 ${formatPoint(input.amount)}를 ${verb}할까요?\n사유: ${input.memo}`,
      `포인트 ${verb}`,
      () => moderationApi.adjustPoints(input),
      `${formatPoint(input.amount)}를 ${verb}했습니다.`,
    );
    if (ok) {
      setAmount('');
      setMemo('');
      setKey(crypto.randomUUID());
    }
  };
  return (
    <Stack gap="2.5">
      <HStack justify="space-between">
        <Text fontWeight="semibold">포인트 조정</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="moderation-point">
          현재 {formatPoint(point)}
        </Text>
      </HStack>
      {rules && (
        <Text fontSize="sm" color="fg.muted" data-testid="point-cap">
          한 번에 {formatPoint(rules.cap)}까지 조정할 수 있어요. (매니저 {formatPoint(rules.caps.MANAGER)} ·
          관리자 {formatPoint(rules.caps.ADMIN)})
        </Text>
      )}
      {self ? (
        <Text fontSize="sm" color="fg.error">
          {SELF_POINT_ADJUST_MESSAGE}
        </Text>
      ) : (
        <>
          <Field.Root invalid={!!amountProblem}>
            <HStack gap="2" wrap="wrap">
              <SegmentGroup.Root
                size="sm"
                value={type}
                onValueChange={(d) => setType(d.value === 'D' ? 'D' : 'C')}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'C', label: '지급' },
                    { value: 'D', label: '차감' },
                  ]}
                />
              </SegmentGroup.Root>
              <Input
                size="sm"
                w="32"
                type="number"
                inputMode="numeric"
                min={1}
                max={rules?.cap}
                placeholder="포인트"
                aria-label="조정할 포인트"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </HStack>
            {amountProblem && <Field.ErrorText>{amountProblem}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required>
            <Input
              size="sm"
              placeholder="사유 (필수)"
              aria-label="조정 사유"
              maxLength={200}
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
            />
            <Field.HelperText>사유는 운영 기록에 남습니다.</Field.HelperText>
          </Field.Root>
          <Button
            size="sm"
            alignSelf="flex-end"
            colorPalette="purple"
            disabled={!checked.success}
            loading={busy}
            onClick={() => void submit()}
          >
            조정하기
          </Button>
        </>
      )}
    </Stack>
  );
}
