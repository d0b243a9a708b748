import { Badge, Wrap } from '@chakra-ui/react';
import { product, type Role, roleNames } from '../../../contract';

/** Staff roles stand out; a plain member's role stays quiet. */
const ROLE_PALETTE: Record<Role, string> = {
  ADMIN: 'red',
  MANAGER: 'orange',
  EXCEL: 'green',
  USER: 'gray',
  [product.code]: 'primary',
};

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <Wrap gap="1" aria-label="역할">
      {roles.map((role) => (
        <Badge key={role} variant="subtle" colorPalette={ROLE_PALETTE[role]}>
          {roleNames[role]}
        </Badge>
      ))}
    </Wrap>
  );
}
