import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../../app';
import { appStorage } from '../../../data/http';
import { RewardPopup } from '../../reward/popup/RewardPopup';
import { SoopVodPopup } from '../../soop-vod/popup/SoopVodPopup';
import { duePopups, type EventPopup } from './due-popups';
import { LotteryPopup } from './LotteryPopup';

/** Asked once per app load; a popup closed stays closed for the rest of the visit. */
let asked: Promise<EventPopup[]> | null = null;
const closedThisVisit = new Set<string>();

/** Shows the due event popups one after another (`duePopups`), storing what their closing says. */
export default function EventPopupHost() {
  const router = useRouter();
  const { user } = useSession();
  const [popups, setPopups] = useState<EventPopup[]>([]);
  const [, setClosed] = useState(0);

  useEffect(() => {
    let current = true;
    asked ??= duePopups(user !== null);
    void asked.then((due) => current && setPopups(due));
    return () => {
      current = false;
    };
  }, [user]);

  const shown = popups.find((p) => !closedThisVisit.has(p.key));
  if (!shown) return null;
  const close = () => {
    closedThisVisit.add(shown.key);
    setClosed((n) => n + 1);
  };

  if (shown.kind === 'lottery')
    return (
      <LotteryPopup
        lottery={shown.lottery}
        onClose={close}
        onDismissToday={() => {
          appStorage.update('lottery', (record) => ({ ...record, [shown.lottery.id]: Date.now() }));
          close();
        }}
        onOpen={() => {
          close();
          void router.navigate({ to: '/event/lottery' });
        }}
      />
    );
  if (shown.kind === 'soopVod') {
    const closeSoopVod = () => {
      appStorage.update('popup', (record) => ({ ...record, eventSoopVodAt: Date.now() }));
      close();
    };
    return (
      <SoopVodPopup
        onClose={closeSoopVod}
        onOpen={() => {
          closeSoopVod();
          void router.navigate({ to: '/soop-vod-req' });
        }}
      />
    );
  }
  const closeReward = () => {
    appStorage.update('popup', (record) => ({ ...record, humorEventAt: Date.now() }));
    close();
  };
  return (
    <RewardPopup
      items={shown.items}
      onClose={closeReward}
      onOpen={() => {
        closeReward();
        void router.navigate({ to: '/event/reward' });
      }}
    />
  );
}
