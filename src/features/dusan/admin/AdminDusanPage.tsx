import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { showToast, useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { DusanBoard, DusanMatchInput } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import { seoulLocalIso, toSeoul } from '../../../lib/time';
import { dusanApi } from '../dusan-api';
import { useLiveBoard } from '../use-live-board';
import { MatchAdmin } from './MatchAdmin';

export const loadAdminDusan = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<DusanBoard>> =>
  loadCachedPage({ key: 'admin/dusan', schema: DusanBoard, cause, fetch: dusanApi.board });

const route = getRouteApi('/admin/dusan');

/** Tomorrow 18:30 in Seoul, the usual first pitch, as a `datetime-local` value. */
const defaultStart = () => toSeoul().add(1, 'day').format('YYYY-MM-DDT18:30');

/** `/admin/dusan`: add games, enter the score (the final one settles the predictions), cancel, open live votes. */
export function AdminDusanPage() {
  const page = useCachedPage(route.useLoaderData());
  const board = useLiveBoard(page.data);
  const router = useRouter();
  const online = useOnline();
  const [opponent, setOpponent] = useState('');
  const [venue, setVenue] = useState('잠실');
  const [home, setHome] = useState('home');
  const [startsAt, setStartsAt] = useState(defaultStart);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DusanMatchInput.safeParse({
      opponent,
      venue,
      doosanHome: home === 'home',
      startsAt: seoulLocalIso(startsAt),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError(null);
    setSending(true);
    try {
      await dusanApi.create(parsed.data);
      showToast({ type: 'success', title: '경기를 등록했어요.' });
      setOpponent('');
      await router.invalidate();
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        두산 응원 관리
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            새 경기
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <Field.Root invalid={error !== null}>
              <Field.Label>상대 팀</Field.Label>
              <Input
                name="opponent"
                placeholder="LG 트윈스"
                value={opponent}
                onChange={(e) => setOpponent(e.target.value)}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>홈/원정</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="home" value={home} onChange={(e) => setHome(e.target.value)}>
                  <option value="home">두산 홈</option>
                  <option value="away">두산 원정</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>구장</Field.Label>
              <Input name="venue" value={venue} onChange={(e) => setVenue(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>경기 시작 (한국 시간)</Field.Label>
              <Input
                name="startsAt"
                type="datetime-local"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
              />
            </Field.Root>
          </SimpleGrid>
          {!online && (
            <Text fontSize="sm" color="orange.fg" role="status">
              {NEEDS_NETWORK}
            </Text>
          )}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="blue" loading={sending} disabled={!online}>
              경기 등록
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Stack gap="3">
        {board.matches.length === 0 && <Text color="fg.muted">아직 등록한 경기가 없어요.</Text>}
        {board.matches.map((match) => (
          <MatchAdmin
            key={match.id}
            match={match}
            votes={board.votes.filter((v) => v.matchId === match.id)}
            online={online}
          />
        ))}
      </Stack>
    </Stack>
  );
}
