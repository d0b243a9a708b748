import { Badge, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  description: string;
  count?: number | undefined;
  children: ReactNode;
}

/** A settings section: heading with an optional count, what it is for, its content. */
export function SectionCard({ id, title, description, count, children }: SectionCardProps) {
  return (
    <Card.Root variant="outline" borderRadius="l3" as="section" aria-labelledby={id}>
      <Card.Body>
        <Flex align="center" gap="2">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {count !== undefined && count > 0 && (
            <Badge variant="subtle" colorPalette="gray">
              {count}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {description}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
