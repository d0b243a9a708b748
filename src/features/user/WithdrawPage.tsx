import { Alert, Button, Card, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showConfirm, showToast } from '../../app';
import { AccountPage } from '../../app/layout/AccountPage';
import { userApi } from './user-api';
import { isWithdrawPhrase, WITHDRAW_PHRASE } from './user-display';

const CONSEQUENCES = [
  '탈퇴하면 되돌릴 수 없습니다. 같은 계정으로 다시 로그인할 수 없습니다.',
  '모든 기기에서 로그아웃되고, 보유한 포인트와 SOOP 계정 연결이 사라집니다.',
  '작성한 글과 댓글은 지워지지 않고 작성 당시 닉네임으로 남습니다.',
];

/** /user/me/withdraw: the member types the phrase, confirms once more, and leaves. */
export function WithdrawPage() {
  const router = useRouter();
  const [phrase, setPhrase] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = isWithdrawPhrase(phrase);

  const withdraw = async () => {
    const yes = await showConfirm('정말 탈퇴하시겠습니까?', {
      title: '회원 탈퇴',
      confirmButtonText: '탈퇴',
      cancelButtonText: '취소',
    });
    if (!yes) return;
    setBusy(true);
    try {
      await userApi.withdraw();
      showToast({
        type: 'info',
        title: '탈퇴가 완료되었습니다.',
        description: '그동안 함께해 주셔서 고맙습니다.',
      });
      router.history.replace('/');
    } catch {
      // The HTTP layer showed the reason.
      setBusy(false);
    }
  };

  return (
    <AccountPage title="회원 탈퇴" description="탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.">
      <Card.Root variant="outline" borderRadius="l3">
        <Card.Body>
          <Stack gap="5">
            <Alert.Root status="warning" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>탈퇴 전 확인</Alert.Title>
                <Alert.Description>
                  <List.Root gap="1" mt="1" ps="4">
                    {CONSEQUENCES.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (ready) void withdraw();
              }}
            >
              <Stack gap="3" maxW="420px">
                <Field.Root>
                  <Field.Label>
                    {/* One span: the label is a flex row and would put gaps around the phrase. */}
                    <span>
                      확인을 위해{' '}
                      <Text as="strong" color="fg.error">
                        {WITHDRAW_PHRASE}
                      </Text>
                      를 입력해 주세요
                    </span>
                  </Field.Label>
                  <Input
                    name="withdrawPhrase"
                    value={phrase}
                    placeholder={WITHDRAW_PHRASE}
                    autoComplete="off"
                    onChange={(event) => setPhrase(event.target.value)}
                  />
                </Field.Root>
                <Button
                  type="submit"
                  colorPalette="red"
                  disabled={!ready}
                  loading={busy}
                  alignSelf="flex-start"
                >
                  회원 탈퇴
                </Button>
              </Stack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </AccountPage>
  );
}
