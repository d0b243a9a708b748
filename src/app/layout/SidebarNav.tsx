import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { HintTooltip } from './HintTooltip';
import { ChevronDownIcon } from './icons';
import { firstHref, isActiveEntry, isActiveItem, type NavItem } from './nav-items';
import { useNavigation } from './nav-link';

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '3',
  borderRadius: 'l2',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' },
} as const;

interface SidebarNavProps {
  items: NavItem[];
  /** Icons only, labels in tooltips (the 75 px sidebar). */
  mini?: boolean;
  /** Called after a link was chosen: the mobile drawer closes itself. */
  onNavigate?: () => void;
}

export function SidebarNav({ items, mini = false, onNavigate }: SidebarNavProps) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="주 메뉴">
      {items.map((item) => (
        <Box as="li" key={item.label}>
          {item.children && !mini ? (
            <NavGroup item={item} onNavigate={onNavigate} />
          ) : (
            <NavRow item={item} mini={mini} onNavigate={onNavigate} />
          )}
        </Box>
      ))}
    </Stack>
  );
}

function NavRow({ item, mini, onNavigate }: { item: NavItem; mini: boolean; onNavigate?: () => void }) {
  const { currentPath, Link } = useNavigation();
  const active = isActiveItem(currentPath, item);
  const Icon = item.icon;
  return (
    <HintTooltip label={item.label} disabled={!mini}>
      <Box asChild {...rowStyle} justifyContent={mini ? 'center' : 'flex-start'} px={mini ? '0' : '3'}>
        <Link href={firstHref(item)} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
          <Box as="span" display="inline-flex" fontSize="lg" aria-hidden>
            <Icon />
          </Box>
          {mini ? (
            <Box as="span" srOnly>
              {item.label}
            </Box>
          ) : (
            <Text as="span" truncate>
              {item.label}
            </Text>
          )}
        </Link>
      </Box>
    </HintTooltip>
  );
}

function NavGroup({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { currentPath, Link } = useNavigation();
  const active = isActiveItem(currentPath, item);
  const [open, setOpen] = useState(active);
  const expanded = open || active;
  const childrenId = useId();
  const Icon = item.icon;
  // A plain disclosure, not Chakra's Collapsible: the sidebar is on every first page, and the
  // Collapsible's state machine (zag) would add about 15 KB gzip to the first load.
  return (
    <div>
      <Box
        as="button"
        {...rowStyle}
        color={active ? 'fg' : 'fg.muted'}
        bg="transparent"
        border="0"
        aria-expanded={expanded}
        aria-controls={childrenId}
        onClick={() => setOpen(!expanded)}
      >
        <Box as="span" display="inline-flex" fontSize="lg" aria-hidden>
          <Icon />
        </Box>
        <Text as="span" flex="1" textAlign="start" truncate>
          {item.label}
        </Text>
        <Box
          as="span"
          display="inline-flex"
          transition="transform 0.2s"
          transform={expanded ? 'rotate(180deg)' : undefined}
          aria-hidden
        >
          <ChevronDownIcon />
        </Box>
      </Box>
      <Flex
        as="ul"
        id={childrenId}
        display={expanded ? 'flex' : 'none'}
        direction="column"
        gap="0.5"
        listStyleType="none"
        m="0"
        py="1"
        ps="6"
      >
        {item.children?.map((child) => {
          const current = isActiveEntry(currentPath, child);
          return (
            <Box
              as="li"
              key={child.href}
              borderStartWidth="1px"
              borderColor={current ? 'primary.solid' : 'border'}
            >
              <Box asChild {...rowStyle} minH="9" ps="4" borderStartRadius="0">
                <Link href={child.href} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
                  {child.label}
                </Link>
              </Box>
            </Box>
          );
        })}
      </Flex>
    </div>
  );
}
