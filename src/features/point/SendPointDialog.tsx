import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showConfirm, showToast, useSession } from '../../app';
import { apiPath, PointEvent, SendPointInput } from '../../contract';
import { http, isHttpError } from '../../data/http';
import { dataWorker } from '../../data/worker-client';
import { serverFieldError } from '../../lib/form-errors';
import { formatPoint } from '../../lib/point-format';

type FieldName = 'receiverNickname' | 'amount' | 'memo';
type Errors = Partial<Record<FieldName | 'form', string>>;

const NOT_ENOUGH = '포인트가 부족합니다.';
const SELF = '자기 자신에게는 보낼 수 없습니다.';
const same = (a: string, b: string) => a.normalize('NFKC').trim().toLowerCase() === b.toLowerCase();

/**
 * 포인트 보내기: a member gives some of their points to another, named by nickname (PRODUCT.md
 * "Transfers"). Checked here first (the contract, oneself, the balance) and asked once more before
 * sending; the server decides, and its Korean refusal shows on the field it names.
 */
export function SendPointDialog({ balance, onClose }: { balance: number; onClose(): void }) {
  const { user } = useSession();
  const [values, setValues] = useState({ receiverNickname: '', amount: '', memo: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // One key per intended send: a retry of the same send after a lost answer counts once, and
  // changing what is sent makes it another send.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const edit = (name: FieldName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
    setKey(crypto.randomUUID());
  };

  const check = () => {
    const parsed = SendPointInput.safeParse({
      receiverNickname: values.receiverNickname,
      amount: values.amount === '' ? Number.NaN : Number(values.amount),
      memo: values.memo,
      idempotencyKey: key,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      return { errors: found };
    }
    const input = parsed.data;
    if (user && same(input.receiverNickname ?? '', user.nickname))
      return { errors: { receiverNickname: SELF } };
    if (input.amount > balance) return { errors: { amount: NOT_ENOUGH } };
    return { input };
  };

  const submit = async () => {
    const checked = check();
    if (!checked.input) return setErrors(checked.errors);
    const { input } = checked;
    const to = input.receiverNickname ?? '';
    const question = `${to}님에게 ${formatPoint(input.amount)}를 보낼까요?${input.memo ? `\n메시지: ${input.memo}` : ''}`;
    if (
      !(await showConfirm(question, {
        title: '포인트 보내기',
        confirmButtonText: '보내기',
        cancelButtonText: '취소',
      }))
    )
      return;
    setSending(true);
    try {
      await http.post(apiPath('sendPoint'), { json: input, schema: PointEvent, suppressAlert: true });
      showToast({ type: 'success', title: `${to}님에게 ${formatPoint(input.amount)}를 보냈습니다.` });
      void dataWorker().refreshPoints();
      onClose();
    } catch (error) {
      const onField = serverFieldError(error);
      const field = onField?.field === 'receiverUuid' ? 'receiverNickname' : onField?.field;
      if (onField && (field === 'receiverNickname' || field === 'amount' || field === 'memo'))
        setErrors({ [field]: onField.message });
      else setErrors({ form: isHttpError(error) ? error.message : '포인트를 보내지 못했습니다.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="420px">
            <Dialog.Header>
              <Dialog.Title>포인트 보내기</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="send-point-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    보낼 수 있는 포인트: <b>{formatPoint(balance)}</b>
                  </Text>
                  <Field.Root invalid={Boolean(errors.receiverNickname)} required>
                    <Field.Label>받는 회원 닉네임</Field.Label>
                    <Input
                      name="receiverNickname"
                      autoComplete="off"
                      value={values.receiverNickname}
                      onChange={edit('receiverNickname')}
                    />
                    <Field.ErrorText>{errors.receiverNickname}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.amount)} required>
                    <Field.Label>보낼 포인트</Field.Label>
                    <Input
                      name="amount"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={values.amount}
                      onChange={edit('amount')}
                    />
                    <Field.ErrorText>{errors.amount}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.memo)}>
                    <Field.Label>메시지 (선택)</Field.Label>
                    <Input name="memo" maxLength={100} value={values.memo} onChange={edit('memo')} />
                    <Field.ErrorText>{errors.memo}</Field.ErrorText>
                  </Field.Root>
                  {errors.form && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {errors.form}
                    </Text>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                취소
              </Button>
              <Button type="submit" form="send-point-form" colorPalette="purple" loading={sending}>
                보내기
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
