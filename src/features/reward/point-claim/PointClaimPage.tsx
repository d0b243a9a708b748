import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { showToast, useLinkFirst, useOnline } from '../../../app';
import { showFormFailure } from '../../../app/form/form-failure';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { MyPointClaimList, PointClaimInput } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { NEEDS_NETWORK } from '../offline-entry';
import { pointClaimApi } from './point-claim-api';

/** The route's loader: the member's claims, kept for reading offline (the page cache). */
export const loadPointClaimPage = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<MyPointClaimList>> =>
  loadCachedPage({
    key: 'event/point-claim',
    schema: MyPointClaimList,
    cause,
    fetch: pointClaimApi.myClaims,
  });

const route = getRouteApi('/main/event/point-claim');

/** `/event/point-claim`: the member types the code announced on stream and gets its points once. */
export function PointClaimPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const form = useForm({ resolver: zodResolver(PointClaimInput), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const linkFirst = useLinkFirst();

  const onSubmit = form.handleSubmit(async ({ code }) => {
    if (!navigator.onLine) {
      form.setError('code', { type: 'offline', message: NEEDS_NETWORK });
      return;
    }
    if (!(await linkFirst())) return;
    try {
      const result = await pointClaimApi.claim(code);
      showToast({
        type: 'success',
        title: `+${formatPoint(result.amount)}를 받았어요.`,
        description: `지금 ${formatPoint(result.point)}가 있어요.`,
      });
      form.reset();
      void router.invalidate();
    } catch (error) {
      showFormFailure(error, form.setError, ['code']);
    }
  });

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl">
          포인트 받기
        </Heading>
      </HStack>
      <Stack asChild gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
        <form onSubmit={onSubmit} noValidate>
          <Text fontSize="sm" color="fg.muted">
            방송에서 알려 준 코드를 입력하면 포인트를 받아요. 코드마다 한 번씩, 기간 안에 선착순으로 받을 수
            있어요.
          </Text>
          <Field.Root invalid={errors.code !== undefined}>
            <Field.Label>코드</Field.Label>
            <HStack w="full" align="flex-start">
              <Input
                placeholder="예: C9STAR"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                {...form.register('code')}
              />
              <Button
                type="submit"
                colorPalette="primary"
                loading={isSubmitting}
                disabled={!online}
                flexShrink={0}
              >
                받기
              </Button>
            </HStack>
            {errors.code ? (
              <Field.ErrorText>{errors.code.message}</Field.ErrorText>
            ) : (
              !online && <Field.HelperText color="orange.fg">{NEEDS_NETWORK}</Field.HelperText>
            )}
          </Field.Root>
        </form>
      </Stack>
      <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md">
          내가 받은 포인트
        </Heading>
        {page.stale && <StaleMark savedAt={page.savedAt} />}
        {page.data.claimList.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            아직 받은 코드가 없어요.
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" aria-label="내가 받은 포인트">
            {page.data.claimList.map((claim) => (
              <HStack
                as="li"
                key={`${claim.code}-${claim.claimedAt}`}
                data-testid="claim-row"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {claim.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {claim.code} · {formatDateTime(claim.claimedAt)}
                  </Text>
                </Stack>
                <Text fontWeight="semibold" color="primary.fg" flexShrink={0}>
                  +{formatPoint(claim.amount)}
                </Text>
              </HStack>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
