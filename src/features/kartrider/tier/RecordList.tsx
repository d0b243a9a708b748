import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { formatKartTime, type KartRecord } from '../../../contract/kartrider';

interface RecordListProps {
  records: KartRecord[];
  /** Shown to admins and managers. */
  onEdit?: (record: KartRecord) => void;
  onRemove?: (record: KartRecord) => void;
}

/** The crew's track records: track, lap time, who and when, by track. */
export function RecordList({ records, onEdit, onRemove }: RecordListProps) {
  if (records.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" py="4">
        아직 트랙 기록이 없어요.
      </Text>
    );
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="l3" overflow="hidden">
      {records.map((record, i) => (
        <Flex
          as="li"
          key={record.id}
          borderTopWidth={i ? '1px' : 0}
          px="4"
          py="3"
          gap={{ base: '2', md: '3' }}
          align="center"
          data-testid="kart-record"
        >
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {record.track}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {record.racer} · {record.recordedOn.replaceAll('-', '.')}
            </Text>
          </Box>
          <Text
            fontFamily="mono"
            fontSize={{ base: 'md', md: 'lg' }}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
          >
            {formatKartTime(record.timeMs)}
          </Text>
          {onEdit && (
            <HStack gap="0" flexShrink={0}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onEdit(record)}
                aria-label={`${record.track} 기록 수정`}
              >
                수정
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => onRemove?.(record)}
                aria-label={`${record.track} 기록 삭제`}
              >
                삭제
              </Button>
            </HStack>
          )}
        </Flex>
      ))}
    </Box>
  );
}
