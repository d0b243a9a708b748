import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MemberBadge } from '../../../app/slots/MemberBadge';
import type { UserTableRow as Row } from '../../../contract';
import { formatDate } from '../../../lib/time';
import { RoleBadges } from './RoleBadges';
import { confirmRemoveSoopLink } from './remove-soop-link';
import { UserModerationDialog } from './UserModerationDialog';

/** Shared with the table's header row, so the columns line up on wide screens. */
export const USER_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: 'minmax(0, 1.3fr) minmax(0, 1.1fr) 8.5rem minmax(0, 1.5fr)',
};

/** Shown before a value on phones, where the header row is hidden. */
const PhoneLabel = ({ children }: { children: string }) => (
  <Text as="span" hideFrom="md" fontSize="xs" color="fg.subtle" me="1.5">
    {children}
  </Text>
);

/** One member: nickname and username, roles, joining date (Seoul), the linked SOOP id and 연결 해제. */
export function UserTableRow({ user, onUnlinked }: { user: Row; onUnlinked: () => void }) {
  const [busy, setBusy] = useState(false);
  const [managing, setManaging] = useState(false);
  const soopId = user.afreecatvUserId;
  const unlink = async (id: string) => {
    setBusy(true);
    try {
      if (await confirmRemoveSoopLink(user, id)) onUnlinked();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid
      as="li"
      templateColumns={USER_COLUMNS}
      columnGap="4"
      rowGap="2"
      alignItems="center"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="user-row"
    >
      <Flex minW="0" align="center" gap="2">
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>
            <MemberBadge uuid={user.uuid} /> {user.nickname}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.username}
          </Text>
        </Box>
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          onClick={() => setManaging(true)}
          aria-label={`관리: ${user.nickname}`}
        >
          관리
        </Button>
        {managing && <UserModerationDialog user={user} onClose={() => setManaging(false)} />}
      </Flex>
      <Box gridColumn={{ base: '1 / -1', md: 'auto' }} gridRow={{ base: '2', md: 'auto' }}>
        <RoleBadges roles={user.roles} />
      </Box>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" textAlign={{ base: 'end', md: 'start' }}>
        <PhoneLabel>가입</PhoneLabel>
        {formatDate(user.createdAt)}
      </Text>
      <Flex
        align="center"
        justify="space-between"
        gap="2"
        minW="0"
        gridColumn={{ base: '1 / -1', md: 'auto' }}
        data-testid="soop-link"
      >
        <Text fontSize="sm" truncate color={soopId ? 'fg' : 'fg.subtle'}>
          <PhoneLabel>SOOP</PhoneLabel>
          {soopId ?? '연결 안 됨'}
        </Text>
        {soopId && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            loading={busy}
            onClick={() => void unlink(soopId)}
            aria-label={`SOOP 연결 해제: ${user.nickname}`}
          >
            연결 해제
          </Button>
        )}
      </Flex>
    </Grid>
  );
}
