import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card, the block every StarCraft page is made of (a region named by its title). */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" variant="outline" borderRadius="l3" aria-label={title} minW="0">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="2" pb="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
