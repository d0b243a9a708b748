import { Box, Card, EmptyState, Stack, StackSeparator } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StaleMark } from '../runtime/StaleMark';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminTableHeader } from './AdminTableHeader';

interface AdminListProps {
  title: string;
  description: string;
  /** The page's main action, beside the title. */
  action?: ReactNode;
  /** The page as shown (`useCachedPage`): a kept answer standing in is marked with its age. */
  shown: { stale: boolean; savedAt: number };
  /** The bar above the rows (`ListToolbar`), kept while the list is empty so a filter can be undone. */
  toolbar?: ReactNode;
  /** What the empty list says; null while there are rows. */
  empty: { icon?: ReactNode; title: string; description: string } | null;
  /** The rows' grid columns on wide screens, and the titles over them. */
  columns: string;
  labels: string[];
  /** The last column holds row actions. */
  actions?: boolean;
  /** The list's accessible name. */
  listLabel: string;
  /** The rows, each an `li`. */
  children: ReactNode;
  /** Under the card: paging, notes. */
  footer?: ReactNode;
}

/**
 * The frame of an admin list page (DESIGN section 3): its heading, the stale mark, one card with
 * the toolbar, the column titles and the rows, or the empty state, and what goes under it.
 */
export function AdminList(props: AdminListProps) {
  const { shown, empty } = props;
  return (
    <Box>
      <AdminPageHeader title={props.title} description={props.description} action={props.action} />
      {shown.stale && <StaleMark savedAt={shown.savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        {props.toolbar}
        {empty ? (
          <EmptyState.Root py="12">
            <EmptyState.Content>
              {empty.icon && <EmptyState.Indicator color="fg.subtle">{empty.icon}</EmptyState.Indicator>}
              <EmptyState.Title>{empty.title}</EmptyState.Title>
              <EmptyState.Description>{empty.description}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <AdminTableHeader
              columns={props.columns}
              labels={props.labels}
              actions={props.actions ?? false}
            />
            <Stack
              as="ul"
              gap="0"
              separator={<StackSeparator />}
              listStyleType="none"
              aria-label={props.listLabel}
            >
              {props.children}
            </Stack>
          </>
        )}
      </Card.Root>
      {props.footer}
    </Box>
  );
}
