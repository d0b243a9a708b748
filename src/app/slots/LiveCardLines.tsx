import { Suspense } from 'react';
import type { LiveCardLineProps } from '../feature';
import { useFeatures } from '../router/features-context';

/**
 * What stands under a live card beside the card itself: each feature's `liveCardLine` (the place
 * the crew shared, a staff control), in the features' order; nothing when none offers one. Import
 * it by this path, not through the app's index.
 */
export function LiveCardLines(props: LiveCardLineProps) {
  const lines = useFeatures().flatMap((feature) => (feature.liveCardLine ? [feature.liveCardLine] : []));
  // A feature may load its part after the card: neither the card nor another line waits for it.
  return lines.map((Line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the features' list is fixed while the app runs.
    <Suspense key={index} fallback={null}>
      <Line {...props} />
    </Suspense>
  ));
}
