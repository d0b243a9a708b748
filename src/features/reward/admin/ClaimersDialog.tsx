import { Box, CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { PointClaimCode, PointClaimer } from '../../../contract';
import { formatTimestamp } from '../../../lib/time';
import { pointClaimApi } from '../point-claim/point-claim-api';

/** Who claimed one code, first claim first. */
export function ClaimersDialog({ code, onClose }: { code: PointClaimCode; onClose: () => void }) {
  const [claimers, setClaimers] = useState<PointClaimer[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    pointClaimApi.claimers(code.id).then(
      ({ claimerList }) => setClaimers(claimerList),
      () => setFailed(true),
    );
  }, [code.id]);

  return (
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="480px">
            <Dialog.Header>
              <Dialog.Title>
                {code.code} 받은 회원 ({code.claimedCount.toLocaleString('ko-KR')}/
                {code.quantity.toLocaleString('ko-KR')})
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failed ? (
                <Text color="fg.muted">목록을 불러오지 못했습니다.</Text>
              ) : claimers === null ? (
                <Spinner />
              ) : claimers.length === 0 ? (
                <Text color="fg.muted">아직 받은 회원이 없습니다.</Text>
              ) : (
                <Box as="ol" listStyleType="none" aria-label="받은 회원">
                  {claimers.map((c, i) => (
                    <HStack
                      as="li"
                      key={c.member.uuid}
                      gap="3"
                      py="1.5"
                      borderBottomWidth="1px"
                      _last={{ borderBottomWidth: 0 }}
                    >
                      <Text w="8" color="fg.muted" textAlign="end">
                        {i + 1}
                      </Text>
                      <Text flex="1" truncate>
                        {c.member.nickname}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatTimestamp(c.claimedAt)}
                      </Text>
                    </HStack>
                  ))}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" colorPalette="gray" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
