import { Box, Button, EmptyState, Flex, Heading, SegmentGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSession } from '../../app';
import { StaleMark } from '../../app/runtime/StaleMark';
import { STORE_REVIEWER_ROLES, STORE_SELLER_ROLES, type StoreProductList } from '../../contract';
import { useLiveQuery } from '../../data/live-query';
import { type CachedPage, useCachedPage } from '../../data/page-cache';
import { MyEmoticons } from './MyEmoticons';
import { ProductCard } from './ProductCard';
import type { StoreTab } from './store-search';

const route = getRouteApi('/main/store');

/** /store: the shelf of emoticon packs; members also see their own packs, sellers what waits. */
export function StorePage() {
  const { user } = useSession();
  const tab = route.useSearch().tab ?? 'shelf';
  const navigate = route.useNavigate();
  const loaded = route.useLoaderData();
  const seller = !!user && STORE_SELLER_ROLES.some((r) => user.roles.includes(r));
  const reviewer = !!user && STORE_REVIEWER_ROLES.some((r) => user.roles.includes(r));
  const tabs = [
    { value: 'shelf', label: '판매 중' },
    ...(user ? [{ value: 'mine', label: '내 이모티콘' }] : []),
    ...(seller ? [{ value: 'pending', label: reviewer ? '승인 대기' : '내 대기 상품' }] : []),
    ...(reviewer ? [{ value: 'hidden', label: '숨김' }] : []),
  ];

  return (
    <Box maxW="1100px" mx="auto" w="full">
      <Flex align="flex-end" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            이모티콘 상점
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            커뮤니티에서 모은 포인트로 이모티콘을 사서 댓글에 쓸 수 있습니다.
          </Text>
        </Box>
        {seller && (
          <Button asChild size="sm" colorPalette="purple">
            <Link to="/store/write">상품 등록</Link>
          </Button>
        )}
      </Flex>
      {tabs.length > 1 && (
        <SegmentGroup.Root
          size="sm"
          mb="4"
          value={tab}
          onValueChange={(details) =>
            void navigate({
              search: { tab: details.value === 'shelf' ? undefined : (details.value as StoreTab) },
            })
          }
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={tabs} />
        </SegmentGroup.Root>
      )}
      {tab === 'mine' || !loaded ? <MyEmoticons /> : <Shelf loaded={loaded} tab={tab} />}
    </Box>
  );
}

function Shelf({ loaded, tab }: { loaded: CachedPage<StoreProductList>; tab: StoreTab }) {
  const { data, savedAt, stale } = useCachedPage(loaded);
  const owned = new Set((useLiveQuery('storeItems', { includeHidden: true }) ?? []).map((i) => i.productId));
  return (
    <>
      {stale && <StaleMark savedAt={savedAt} />}
      {data.data.length === 0 ? (
        <EmptyState.Root py="16">
          <EmptyState.Content>
            <EmptyState.Title>
              {tab === 'shelf' ? '아직 판매 중인 이모티콘이 없습니다' : '해당하는 상품이 없습니다'}
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid
          columns={{ base: 2, sm: 3, md: 4, xl: 5 }}
          gap={{ base: '3', md: '4' }}
          as="ul"
          listStyleType="none"
        >
          {data.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} owned={owned.has(product.id)} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** The route's loaders, loaded with the page. */
export { loadStoreShelf } from './load-pages';
