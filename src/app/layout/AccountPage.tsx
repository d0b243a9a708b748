import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccountTabs } from './AccountTabs';

/** The frame of the account pages: tabs, a title with its explanation, the content. */
export function AccountPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Box maxW="720px" mx="auto" w="full">
      <AccountTabs />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="5">
        {description}
      </Text>
      {children}
    </Box>
  );
}
