import { Badge, Box, Button, Grid, Text } from '@chakra-ui/react';
import { type StaffAction, staffActionNames, staffTargetNames } from '../../../contract';
import { formatDateTime } from '../../../lib/time';

/** Shared with the list's header row, so the columns line up on wide screens. */
export const STAFF_ACTION_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: '10.5rem 7.5rem 8.5rem minmax(0, 1fr) minmax(0, 1.6fr)',
};

/** Kinds that take something away from a member stand out. */
const TAKING: ReadonlySet<StaffAction['action']> = new Set([
  'ROLE_REVOKE',
  'BOARD_DELETE',
  'POST_DELETE',
  'COMMENT_DELETE',
  'BLACKLIST_ADD',
  'SOOP_BLACKLIST_ADD',
]);

interface Props {
  action: StaffAction;
  /** Narrows the list to this row's target. */
  onTarget: () => void;
}

/** One staff action: when, who, what kind, to what, and what was done and why. */
export function StaffActionRow({ action, onTarget }: Props) {
  const kind = staffActionNames[action.action];
  const target = action.targetLabel || action.targetId;
  return (
    <Grid
      as="li"
      templateColumns={STAFF_ACTION_COLUMNS}
      columnGap="4"
      rowGap="1"
      alignItems="start"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="staff-action-row"
    >
      <Text
        as="time"
        {...{ dateTime: action.createdAt }}
        fontSize="sm"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
        order={{ base: 2, md: 0 }}
        textAlign={{ base: 'end', md: 'start' }}
      >
        {formatDateTime(action.createdAt)}
      </Text>
      <Text fontSize="sm" truncate order={{ base: 4, md: 0 }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <Box as="span" display={{ base: 'inline', md: 'none' }} color="fg.muted">
          담당:{' '}
        </Box>
        {action.actor.nickname}{' '}
        <Box as="span" color="fg.muted">
          ({action.actor.username})
        </Box>
      </Text>
      <Box order={{ base: 1, md: 0 }}>
        <Badge variant="subtle" colorPalette={TAKING.has(action.action) ? 'red' : 'gray'}>
          {kind}
        </Badge>
      </Box>
      <Box minW="0" order={{ base: 3, md: 0 }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          maxW="full"
          justifyContent="flex-start"
          fontWeight="medium"
          onClick={onTarget}
          aria-label={`${staffTargetNames[action.targetType]} ${target}의 기록만 보기`}
        >
          <Text as="span" color="fg.muted" fontWeight="normal" flexShrink={0}>
            {staffTargetNames[action.targetType]}
          </Text>
          <Text as="span" truncate>
            {target}
          </Text>
        </Button>
      </Box>
      <Box minW="0" order={{ base: 3, md: 0 }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <Text fontSize="sm">{action.summary}</Text>
        {action.memo && (
          <Text fontSize="sm" color="fg.muted" data-testid="staff-action-memo">
            사유: {action.memo}
          </Text>
        )}
      </Box>
    </Grid>
  );
}
