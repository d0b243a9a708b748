import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PencilIcon, useSession } from '../../../app';
import { needsSoopLink } from '../../../contract/roles';

interface BoardHeaderProps {
  title: string;
  description: string;
  /** Where the write button leads; hidden when null (signed out). */
  writeTo: { boardId: string | null } | null;
  extra?: ReactNode;
}

/** The board's name and description with its write button. */
export function BoardHeader({ title, description, writeTo, extra }: BoardHeaderProps) {
  const { user } = useSession();
  // A member who must link SOOP first learns it before typing: the button opens the linking page,
  // which comes back to the form once linked.
  const linkFirst = user !== null && needsSoopLink(user);
  const writePath = writeTo?.boardId ? `/board/${writeTo.boardId}/write` : '/board/write';
  return (
    <Flex
      align="flex-start"
      justify="space-between"
      // On a phone the buttons move under the name rather than squeeze it onto several lines.
      wrap="wrap"
      gap="3"
      px={{ base: '4', md: '5' }}
      pt={{ base: '4', md: '5' }}
      pb="3"
    >
      <Stack gap="1" minW="0">
        <Heading
          as="h1"
          size={{ base: 'xl', md: '2xl' }}
          fontWeight="800"
          letterSpacing="-0.02em"
          whiteSpace="nowrap"
        >
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {extra}
        {writeTo && (
          <Button asChild size="sm" colorPalette="purple">
            {linkFirst ? (
              <Link to="/afreecatv-connect" search={{ next: writePath }}>
                <PencilIcon />
                글쓰기
              </Link>
            ) : writeTo.boardId ? (
              <Link to="/board/$boardId/write" params={{ boardId: writeTo.boardId }}>
                <PencilIcon />
                글쓰기
              </Link>
            ) : (
              <Link to="/board/write">
                <PencilIcon />
                글쓰기
              </Link>
            )}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
