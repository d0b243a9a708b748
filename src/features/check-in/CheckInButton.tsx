import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { showToast, useLinkFirst } from '../../app';
import type { CheckInResult } from '../../contract';
import { HttpError } from '../../data/http/http-error';
import { checkedInMessage, checkInApi } from './check-in-api';

type State = 'unknown' | 'open' | 'sending' | 'done';

/**
 * 출석 체크: once per Seoul day. Asks the server whether today is done; a refusal because it
 * already is (another tab, another device) turns the button into 출석 완료 too.
 */
export default function CheckInButton({
  onCheckedIn,
  checkedIn,
  ...props
}: ButtonProps & { onCheckedIn?: (result: CheckInResult) => void; checkedIn?: boolean }) {
  const [state, setState] = useState<State>(
    checkedIn === undefined ? 'unknown' : checkedIn ? 'done' : 'open',
  );
  useEffect(() => {
    if (checkedIn !== undefined) {
      setState(checkedIn ? 'done' : 'open');
      return;
    }
    let current = true;
    checkInApi.status(true).then(
      (status) => current && setState(status.checkedInToday ? 'done' : 'open'),
      () => current && setState('open'),
    );
    return () => {
      current = false;
    };
  }, [checkedIn]);
  const linkFirst = useLinkFirst();

  const checkIn = async () => {
    if (!(await linkFirst())) return;
    setState('sending');
    try {
      const result = await checkInApi.checkIn();
      setState('done');
      showToast({ type: 'success', title: '출석 완료!', description: checkedInMessage(result) });
      onCheckedIn?.(result);
    } catch (error) {
      setState(error instanceof HttpError && error.status === 409 ? 'done' : 'open');
    }
  };

  return (
    <Button
      {...props}
      disabled={state !== 'open'}
      loading={state === 'sending'}
      onClick={() => void checkIn()}
    >
      {state === 'done' ? '오늘 출석 완료' : '출석 체크'}
    </Button>
  );
}
