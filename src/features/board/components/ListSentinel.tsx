import { Box, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface ListSentinelProps {
  onVisible: () => void;
  loading: boolean;
  done: boolean;
  /**
   * Changes when the list has grown (or answered a request to grow): the observer starts over, so a
   * sentinel still on screen asks again. Negative: nothing to ask yet.
   */
  generation: number;
  /** Shown instead of the spinner when the last attempt failed (offline). */
  failed: boolean;
}

/** The end of an infinite list: asks for more while it is on screen. */
export function ListSentinel({ onVisible, loading, done, generation, failed }: ListSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || done || failed || generation < 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [done, failed, generation]);
  return (
    <Box ref={ref} py="6" textAlign="center" color="fg.muted" fontSize="sm">
      {loading ? (
        <Spinner size="sm" colorPalette="purple" />
      ) : failed ? (
        <Text>오프라인이라 이전 글을 더 불러오지 못했습니다</Text>
      ) : done ? (
        <Text>마지막 글입니다</Text>
      ) : null}
    </Box>
  );
}
