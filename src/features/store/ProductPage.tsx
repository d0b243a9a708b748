import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showConfirm, showToast, useDocumentTitle, useSession } from '../../app';
import { StaleMark } from '../../app/runtime/StaleMark';
import {
  STORE_REVIEWER_ROLES,
  type StoreProduct,
  type StoreProductStatus,
  storeStatusNames,
} from '../../contract';
import { useLiveQuery } from '../../data/live-query';
import { useCachedPage } from '../../data/page-cache';
import { formatPoint } from '../../lib/point-format';
import { formatDate } from '../../lib/time';
import { storeApi } from './store-api';

const route = getRouteApi('/main/store/$id');

/** /store/{id}: a pack's emoticons, its price, and buying it (or, for its seller and admins, managing it). */
export function ProductPage() {
  const { data: product, savedAt, stale } = useCachedPage(route.useLoaderData());
  const { user } = useSession();
  const router = useRouter();
  const items = useLiveQuery('storeItems', { includeHidden: true });
  const owned = items?.some((i) => i.productId === product.id) ?? false;
  const reviewer = !!user && STORE_REVIEWER_ROLES.some((r) => user.roles.includes(r));
  const mayModify = reviewer || user?.uuid === product.sellerUuid;
  useDocumentTitle(product.name);

  return (
    <Box maxW="900px" mx="auto" w="full">
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3">
        <Card.Body gap="5">
          <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
            <Box minW="0">
              <HStack gap="2" mb="1">
                <Heading as="h1" size="xl">
                  {product.name}
                </Heading>
                {product.status !== 'APPROVED' && (
                  <Badge colorPalette="orange">{storeStatusNames[product.status]}</Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {product.sellerNickname} · {formatDate(product.createdAt)} · 이모티콘{' '}
                {product.emoticons.length}개
              </Text>
              {product.description && (
                <Text mt="3" whiteSpace="pre-wrap">
                  {product.description}
                </Text>
              )}
            </Box>
            <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
              <Text
                fontSize="2xl"
                fontWeight="bold"
                color="purple.fg"
                textAlign={{ base: 'start', sm: 'end' }}
              >
                {formatPoint(product.price)}
              </Text>
              {owned ? (
                <Badge colorPalette="green" size="lg" justifyContent="center" data-testid="owned">
                  보유 중 · 댓글에서 쓸 수 있습니다
                </Badge>
              ) : (
                product.status === 'APPROVED' && <BuyButton product={product} />
              )}
            </Stack>
          </Flex>
          <SimpleGrid
            columns={{ base: 3, sm: 4, md: 6 }}
            gap="3"
            as="ul"
            listStyleType="none"
            aria-label="이모티콘"
          >
            {product.emoticons.map((e) => (
              <Stack as="li" key={e.id} align="center" gap="1" p="2" borderRadius="l2" bg="bg.muted">
                <Image src={e.url} alt={e.name} w="full" maxW="24" aspectRatio="1" objectFit="contain" />
                <Text fontSize="xs" color="fg.muted" truncate maxW="full">
                  {e.name}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {(mayModify || reviewer) && (
            <HStack justify="flex-end" gap="2" wrap="wrap" borderTopWidth="1px" pt="4">
              {mayModify && (
                <Button asChild size="sm" variant="outline">
                  <Link to="/store/$id/modify" params={{ id: String(product.id) }}>
                    수정
                  </Link>
                </Button>
              )}
              {reviewer && <ReviewButtons product={product} onDone={() => void router.invalidate()} />}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** Asks first; the key is made once per page, so a second tap after a lost answer is the same purchase. */
function BuyButton({ product }: { product: StoreProduct }) {
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    const yes = await showConfirm(`${product.name}을(를) ${formatPoint(product.price)}에 살까요?`, {
      title: '이모티콘 구매',
      confirmButtonText: '구매',
      cancelButtonText: '취소',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const { point } = await storeApi.purchase(product.id, key);
      showToast({
        type: 'success',
        title: `${product.name}을(를) 샀습니다. 남은 포인트 ${formatPoint(point)}`,
      });
    } catch {
      // The HTTP layer alerted why (포인트가 부족합니다 ...).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="purple" loading={busy} onClick={() => void buy()}>
      구매하기
    </Button>
  );
}

const REVIEW: { status: StoreProductStatus; label: string; question: string }[] = [
  { status: 'APPROVED', label: '승인', question: '이 상품을 승인해 상점에 올릴까요?' },
  {
    status: 'HIDDEN',
    label: '숨기기',
    question: '이 상품을 상점에서 숨길까요? 이미 산 회원은 계속 쓸 수 있습니다.',
  },
];

function ReviewButtons({ product, onDone }: { product: StoreProduct; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const review = async (status: StoreProductStatus, label: string, question: string) => {
    if (
      !(await showConfirm(question, {
        title: `상품 ${label}`,
        confirmButtonText: label,
        cancelButtonText: '취소',
      }))
    )
      return;
    setBusy(true);
    try {
      await storeApi.setStatus(product.id, status);
      showToast({ type: 'success', title: `${product.name}: ${storeStatusNames[status]}` });
      onDone();
    } catch {
      // Alerted by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {REVIEW.filter((r) => r.status !== product.status).map((r) => (
        <Button
          key={r.status}
          size="sm"
          variant={r.status === 'APPROVED' ? 'solid' : 'outline'}
          colorPalette={r.status === 'APPROVED' ? 'purple' : 'red'}
          loading={busy}
          onClick={() => void review(r.status, r.label, r.question)}
        >
          {r.label}
        </Button>
      ))}
    </>
  );
}

/** The route's loader, loaded with the page. */
export { loadStoreProduct } from './load-pages';
