import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** The page's main action (e.g. 멤버 추가), at the right on wide screens and full width on phones. */
  action?: ReactNode;
}

/** An admin page's heading, what the page is for, and its main action. */
export function AdminPageHeader({ title, description, action }: AdminPageHeaderProps) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
      justify="space-between"
      gap="3"
      mb="5"
    >
      <Box minW="0">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {description}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}
