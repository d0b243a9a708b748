import { Box, Image } from '@chakra-ui/react';

/** A streamer's profile picture with a red ring while on air. */
export function StationAvatar({ src, live, size = 10 }: { src: string; live: boolean; size?: number }) {
  return (
    <Box
      flexShrink={0}
      borderRadius="full"
      p="2px"
      bg={live ? 'red.500' : 'transparent'}
      borderWidth={live ? 0 : '1px'}
      borderColor="border"
    >
      <Image
        src={src || '/img/user/profile.png'}
        alt=""
        w={size}
        h={size}
        borderRadius="full"
        objectFit="cover"
        bg="bg.muted"
        onError={(e) => {
          e.currentTarget.src = '/img/user/profile.png';
        }}
      />
    </Box>
  );
}
