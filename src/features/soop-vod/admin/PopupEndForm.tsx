import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../app';
import type { VodPopupSetting } from '../../../contract/soop-chat';
import { isoToSeoulInput, seoulInputToIso } from '../../../lib/seoul-input';
import { formatDateTime } from '../../../lib/time';
import { soopVodApi } from '../soop-vod-api';

/**
 * When the home page's video-request popup stops showing (SPEC section 4: an event popup shows
 * only before its end, once a day). No end: no popup.
 */
export function PopupEndForm({ popup, onSaved }: { popup: VodPopupSetting; onSaved: () => void }) {
  const [value, setValue] = useState(popup.endsAt ? isoToSeoulInput(popup.endsAt) : '');
  const [saving, setSaving] = useState(false);
  const running = popup.endsAt !== null && Date.parse(popup.endsAt) > Date.now();

  const save = async (endsAt: string | null) => {
    setSaving(true);
    try {
      await soopVodApi.setPopup(endsAt);
      showToast({ type: 'success', title: endsAt ? '팝업 안내 기간을 저장했어요.' : '팝업 안내를 껐어요.' });
      if (!endsAt) setValue('');
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }} mb="5">
      <Text fontWeight="semibold">영상 요청 팝업</Text>
      <Text fontSize="sm" color="fg.muted">
        {running
          ? `홈 화면에서 ${formatDateTime(popup.endsAt!)}까지 하루 한 번 안내합니다.`
          : '지금은 팝업을 보여 주지 않습니다. 끝나는 시각을 정하면 그때까지 하루 한 번 안내합니다.'}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Input
          type="datetime-local"
          size="sm"
          w="auto"
          aria-label="팝업 끝나는 시각 (한국 시간)"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          size="sm"
          colorPalette="primary"
          loading={saving}
          disabled={!value}
          onClick={() => void save(seoulInputToIso(value))}
        >
          기간 저장
        </Button>
        {popup.endsAt && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            disabled={saving}
            onClick={() => void save(null)}
          >
            팝업 끄기
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
