import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { showToast, useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { LiveLocationInput } from '../../../contract';
import { useCachedPage } from '../../../data/page-cache';
import { currentPosition, positionFailureMessage } from '../../../lib/geolocation';
import { liveLocationApi } from '../live-location-api';
import { SharedPlaceList } from './SharedPlaceList';

const route = getRouteApi('/admin/live-location');

/** While 자동 갱신 is on, the place is measured and shared again this often. */
const AUTO_SHARE_MS = 60_000;

/**
 * `/admin/live-location`: during an outdoor broadcast, share where the crew is from this device's
 * position (SPEC section 8: high accuracy, 30 s, never a cached position), again every minute if
 * asked, and stop sharing when the broadcast moves indoors. Members see it under the live card.
 */
export function LiveLocationPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const [userId, setUserId] = useState(data.stations[0]?.userId ?? '');
  const [place, setPlace] = useState('');
  const [auto, setAuto] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const share = async (quietly: boolean) => {
    const input = LiveLocationInput.shape.place.safeParse(place);
    if (!input.success) {
      setFailure(input.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition(navigator.geolocation);
      } catch (error) {
        setFailure(positionFailureMessage(error));
        setAuto(false);
        return;
      }
      const { latitude, longitude, accuracy } = position.coords;
      try {
        await liveLocationApi.share(userId, { latitude, longitude, accuracy, place: input.data });
      } catch {
        // Alerted by the HTTP layer.
        setAuto(false);
        return;
      }
      setFailure(null);
      if (!quietly) showToast({ type: 'success', title: '지금 위치를 공유했습니다.' });
      await router.invalidate();
    } finally {
      setBusy(false);
    }
  };

  const latestShare = useRef(share);
  latestShare.current = share;
  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => void latestShare.current(true), AUTO_SHARE_MS);
    return () => clearInterval(timer);
  }, [auto]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void share(false);
  };

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          라이브 위치
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          야외 방송 중 크루가 있는 곳을 이 기기의 위치로 공유합니다. 시청자는 라이브 카드 아래에서 장소와
          지도를 볼 수 있습니다.
        </Text>
      </Box>
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" as="form" onSubmit={submit}>
        <Card.Body gap="4">
          <Field.Root>
            <Field.Label>크루 멤버</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={userId} onChange={(event) => setUserId(event.target.value)}>
                {data.stations.map((station) => (
                  <option key={station.userId} value={station.userId}>
                    {station.userNick} ({station.userId})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>장소</Field.Label>
            <Input
              value={place}
              maxLength={40}
              placeholder="예: 여의도 한강공원"
              onChange={(event) => setPlace(event.target.value)}
            />
            <Field.HelperText>비워 두면 지도 링크만 보입니다.</Field.HelperText>
          </Field.Root>
          <Checkbox.Root checked={auto} onCheckedChange={(details) => setAuto(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>이 화면이 열려 있는 동안 1분마다 다시 공유</Checkbox.Label>
          </Checkbox.Root>
          {failure && (
            <Alert.Root status="error" borderRadius="l2" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          {!online && (
            <Text fontSize="sm" color="fg.warning">
              위치 공유는 네트워크에 연결되어 있을 때만 할 수 있어요.
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="purple"
            loading={busy}
            disabled={!online || !userId}
            alignSelf="start"
          >
            지금 위치 공유
          </Button>
        </Card.Body>
      </Card.Root>
      <SharedPlaceList data={data} online={online} onStopped={() => void router.invalidate()} />
    </Stack>
  );
}

/** The route's loader, loaded with the page. */
export { loadLiveLocationAdmin } from './load-live-location';
