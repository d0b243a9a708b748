import { Box, Button, Card, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast, useSession } from '../../app';
import { type AfreecatvCode, AfreecatvCodeRequest, SOOP_ID_HINT } from '../../contract';
import { DemoStationText } from './DemoStationText';
import { IssuedCode } from './IssuedCode';
import { LinkedAccountCard } from './LinkedAccountCard';
import { linkFailureMessage } from './link-failure';
import { soopApi } from './soop-api';

/** /afreecatv-connect: SOOP id → code on the station's introduction → verify (SPEC section 7). */
const route = getRouteApi('/main/afreecatv-connect');

export function SoopConnectPage() {
  const { user } = useSession();
  const { next } = route.useSearch();
  const navigate = useNavigate();
  const [issued, setIssued] = useState<AfreecatvCode | null>(null);
  const [verifying, setVerifying] = useState(false);
  const form = useForm({
    resolver: zodResolver(AfreecatvCodeRequest),
    defaultValues: { afreecatvUserId: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fail = (error: unknown) =>
    form.setError('afreecatvUserId', { message: linkFailureMessage(error) }, { shouldFocus: true });

  const onRequestCode = form.handleSubmit(async ({ afreecatvUserId }) => {
    try {
      setIssued(await soopApi.requestCode(afreecatvUserId));
    } catch (error) {
      fail(error);
    }
  });

  const onVerify = async () => {
    if (!issued) return;
    setVerifying(true);
    try {
      await soopApi.verify(issued.afreecatvUserId);
      setIssued(null);
      showToast({
        type: 'success',
        title: 'SOOP 계정을 연동했습니다.',
        description: next ? '하던 곳으로 돌아갑니다.' : '이제 글을 쓰고 이벤트에 참여할 수 있습니다.',
      });
      // Sent here by the write form (back to its saved draft) or an event's button: back there.
      if (next) await navigate({ to: next, replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Box maxW="640px" mx="auto" w="full">
      <Heading as="h1" size="xl">
        SOOP 계정 연동
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="5">
        SOOP 계정을 연동하면 게시판에 글을 쓸 수 있습니다. 출석 체크, 포인트 받기와 보내기, 포인트 드롭,
        복권·드림 티켓·룰렛, 리워드도 연동한 계정으로 참여합니다. 본인의 방송국인지 인증 코드로 확인합니다.
      </Text>
      {user?.afreecatvUserId ? (
        <LinkedAccountCard afreecatvUserId={user.afreecatvUserId} />
      ) : (
        <Card.Root variant="outline" borderRadius="l3" asChild>
          <form onSubmit={onRequestCode} noValidate>
            <Card.Body>
              <Stack gap="5">
                <Field.Root invalid={Boolean(errors.afreecatvUserId)}>
                  <Field.Label fontWeight="semibold">SOOP 아이디</Field.Label>
                  <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
                    <Input
                      size="lg"
                      placeholder="방송국 주소의 아이디 (예: c9fan)"
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      {...form.register('afreecatvUserId', {
                        onChange: () => setIssued(null),
                      })}
                    />
                    <Button type="submit" size="lg" loading={isSubmitting} flexShrink={0}>
                      {issued ? '코드 다시 받기' : '인증 코드 받기'}
                    </Button>
                  </Flex>
                  {errors.afreecatvUserId ? (
                    <Field.ErrorText>{errors.afreecatvUserId.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{SOOP_ID_HINT}</Field.HelperText>
                  )}
                </Field.Root>
                {issued && (
                  <>
                    <IssuedCode issued={issued} />
                    <DemoStationText issued={issued} />
                    <Button
                      size="lg"
                      colorPalette="primary"
                      loading={verifying}
                      onClick={() => void onVerify()}
                    >
                      확인
                    </Button>
                  </>
                )}
              </Stack>
            </Card.Body>
          </form>
        </Card.Root>
      )}
    </Box>
  );
}
