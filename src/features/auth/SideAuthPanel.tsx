import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../app';
import { LoginFormView } from './LoginFormView';
import { RegisterFormView } from './RegisterFormView';

/**
 * SideLogin and SideRegister (SPEC section 2): the login and register forms in a panel at the
 * side, so a visitor signs in and stays on the page (signed in, the header that opened it closes it). A social button leaves for the provider and
 * comes back to this page through /login's pUrl.
 */
export function SideAuthPanel({ onClose }: { onClose: () => void }) {
  const here = useRouterState({ select: (state) => state.location.href });
  const [panel, setPanel] = useState<'login' | 'register'>('login');
  const close = onClose;
  const title = panel === 'login' ? '로그인' : '회원가입';
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && close()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" data-testid={panel === 'login' ? 'side-login' : 'side-register'}>
            <Drawer.Header>
              <Drawer.Title fontSize="xl">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`${title} 닫기`} />
            </Drawer.CloseTrigger>
            <Drawer.Body pb="8">
              {panel === 'login' ? (
                <LoginFormView
                  socialQuery={new URLSearchParams({ pUrl: here }).toString()}
                  onSignedIn={() => {
                    close();
                    showToast({ type: 'success', title: '로그인했습니다' });
                  }}
                  onSwitch={() => setPanel('register')}
                />
              ) : (
                <RegisterFormView
                  onRegistered={() => {
                    setPanel('login');
                    showToast({
                      type: 'success',
                      title: '회원가입이 완료되었습니다',
                      description: '가입한 아이디로 로그인해 주세요.',
                    });
                  }}
                  onSwitch={() => setPanel('login')}
                />
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
