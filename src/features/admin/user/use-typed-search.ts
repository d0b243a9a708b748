import { useEffect, useRef, useState } from 'react';

const keyOf = (value: unknown) => JSON.stringify(value);

/**
 * A search that applies at once as the admin types and follows into the address once typing
 * pauses: a navigation per key would cost each key far more than the filtering. A change of the
 * address from elsewhere (back, a menu link) replaces what was typed; the address catching up
 * with the search never does, so no key is lost to it.
 */
export function useTypedSearch<T>(fromAddress: T, toAddress: (next: T) => void, pauseMs = 300) {
  const [search, setSearch] = useState(fromAddress);
  const [seen, setSeen] = useState(() => keyOf(fromAddress));
  const written = useRef<string | null>(null);
  const addressKey = keyOf(fromAddress);
  if (addressKey !== seen) {
    setSeen(addressKey);
    if (addressKey !== written.current) setSearch(fromAddress);
  }

  const searchKey = keyOf(search);
  const write = useRef(toAddress);
  write.current = toAddress;
  useEffect(() => {
    if (searchKey === addressKey) return;
    const timer = setTimeout(() => {
      written.current = searchKey;
      write.current(search);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [search, searchKey, addressKey, pauseMs]);

  return [search, setSearch] as const;
}
