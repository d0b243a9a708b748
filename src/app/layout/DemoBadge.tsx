import { Badge } from '@chakra-ui/react';
import { useServices } from '../../data/services';

const EXPLAINED =
  '데모 서버입니다. 데모 데이터와 시뮬레이터로 움직이며, 방송·공지·별풍선·배틀넷 기록은 가짜입니다.';

/** Beside the logo on every page of the demo (`npm start`): nothing here is a real crew's. */
export function DemoBadge() {
  const { demo } = useServices();
  if (!demo) return null;
  return (
    <Badge
      data-testid="demo-badge"
      colorPalette="orange"
      variant="solid"
      size="sm"
      flexShrink={0}
      title={EXPLAINED}
      aria-label={`데모: ${EXPLAINED}`}
    >
      데모
    </Badge>
  );
}
