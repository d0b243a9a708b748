import { Menu, Portal } from '@chakra-ui/react';
import { useLayout } from '../../app';
import { LABEL, LayoutOptionsButton } from './LayoutOptionsButton';

/**
 * The member's layout choices of SPEC section 2, kept in the `common` record by the shell's
 * layout state: the horizontal layout (live list as a strip above the page instead of the right
 * drawer) and boxed content. Loaded on the first click (the menu's code is not on the first
 * page), so it opens at once.
 */
export function LayoutOptionsMenu() {
  const layout = useLayout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} closeOnSelect={false} defaultOpen>
      <Menu.Trigger asChild>
        <LayoutOptionsButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" borderRadius="l3" p="1.5">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{LABEL}</Menu.ItemGroupLabel>
              <Menu.CheckboxItem
                value="horizontal"
                checked={layout.horizontalLayout}
                onCheckedChange={layout.setHorizontalLayout}
              >
                가로 레이아웃
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.CheckboxItem value="boxed" checked={layout.boxed} onCheckedChange={layout.setBoxed}>
                박스 레이아웃
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
