import { Badge, Card, Grid, HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type StoreProduct, storeStatusNames } from '../../contract';
import { formatPoint } from '../../lib/point-format';

/** One pack on the shelf: a preview of its first emoticons, its name, seller and price. */
export function ProductCard({ product, owned }: { product: StoreProduct; owned: boolean }) {
  const preview = product.emoticons.slice(0, 4);
  return (
    <Card.Root
      asChild
      variant="outline"
      borderRadius="l3"
      overflow="hidden"
      _hover={{ borderColor: 'purple.muted' }}
    >
      <Link to="/store/$id" params={{ id: String(product.id) }} data-testid="store-product">
        <Grid
          templateColumns="repeat(2, 1fr)"
          gap="2"
          p="4"
          bg="bg.muted"
          aspectRatio="1"
          alignContent="center"
        >
          {preview.map((e) => (
            <Image
              key={e.id}
              src={e.url}
              alt={e.name}
              w="full"
              aspectRatio="1"
              objectFit="contain"
              loading="lazy"
            />
          ))}
        </Grid>
        <Card.Body gap="1" p="3">
          <Text fontWeight="semibold" truncate>
            {product.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {product.sellerNickname}
          </Text>
          <HStack justify="space-between" mt="1">
            <Text fontWeight="bold" color="purple.fg">
              {formatPoint(product.price)}
            </Text>
            {owned ? (
              <Badge colorPalette="green">보유 중</Badge>
            ) : (
              product.status !== 'APPROVED' && <Badge>{storeStatusNames[product.status]}</Badge>
            )}
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
