import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigation } from './nav-link';

const TABS = [
  { href: '/user/me/info', label: '내 정보' },
  { href: '/user/me/notification', label: '알림' },
  { href: '/user/me/settings', label: '설정' },
  { href: '/user/me/password', label: '비밀번호 변경' },
  { href: '/user/me/withdraw', label: '회원 탈퇴' },
] as const;

/** The account pages' tab row; the current page is marked for screen readers too. */
export function AccountTabs() {
  const { Link, currentPath } = useNavigation();
  const navRef = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: bring the current tab into view (each page mounts its own row).
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <Flex
      ref={navRef}
      as="nav"
      aria-label="내 계정"
      gap="1"
      mb="5"
      overflowX="auto"
      borderBottomWidth="1px"
      scrollbarWidth="none"
    >
      {TABS.map((tab) => {
        const current = currentPath === tab.href;
        return (
          <Box
            key={tab.href}
            asChild
            flexShrink={0}
            px="3"
            py="2.5"
            fontSize="sm"
            fontWeight={current ? 'semibold' : 'medium'}
            color={current ? 'primary.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={current ? 'primary.solid' : 'transparent'}
            mb="-1px"
            textDecoration="none"
            _hover={{ color: current ? 'primary.fg' : 'fg' }}
          >
            <Link href={tab.href} {...(current ? { 'aria-current': 'page' as const } : {})}>
              {tab.label}
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
}
