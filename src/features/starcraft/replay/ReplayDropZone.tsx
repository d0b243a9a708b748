import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';

/** Drop a .rep file here, or pick one. Only the first file counts. */
export function ReplayDropZone({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      data-testid="replay-drop-zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'purple.solid' : 'border.emphasized'}
      bg={over ? 'purple.subtle' : 'bg.subtle'}
      borderRadius="l3"
      px="4"
      py={{ base: '6', md: '8' }}
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap="3" align="center">
        <Text fontWeight="semibold">리플레이 파일(.rep)을 여기에 끌어다 놓으세요</Text>
        <Text fontSize="sm" color="fg.muted">
          파일은 이 기기에서 바로 분석되고, 저장하기 전에는 어디에도 올라가지 않아요.
        </Text>
        <Button
          colorPalette="purple"
          loading={busy}
          loadingText="분석 중"
          onClick={() => input.current?.click()}
        >
          파일 선택
        </Button>
        <input
          ref={input}
          type="file"
          accept=".rep"
          hidden
          aria-label="리플레이 파일 선택"
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
