import { IconButton } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { lineIcon, showMessage, uploadProgress } from '../../app';
import { acceptAttribute } from '../../contract';
import { isHttpError } from '../../data/http';
import { uploadFiles } from '../../data/upload';
import { userApi } from './user-api';

// Here, not in icons.tsx: that file is on the first page and this button is not.
const CameraIcon = lineIcon(
  'CameraIcon',
  'M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z',
  'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
);

/**
 * Changes the member's picture: a photo from the gallery or camera is uploaded with the progress
 * modal, then named in `POST /api/v1/user/me/profile-image`; the session takes the answered user,
 * so every avatar of the member shows it at once.
 */
export function ProfileImageButton() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const change = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const [image] = await uploadFiles([file], {
        purpose: 'profile-image',
        content: '프로필 사진을 올리고 있습니다.',
        progress: uploadProgress,
      });
      if (image) await userApi.setProfileImage(image.id);
    } catch (error) {
      void showMessage(isHttpError(error) ? error.message : '프로필 사진을 바꾸지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IconButton
        aria-label="프로필 사진 변경"
        // A fingertip's size on phones.
        size={{ base: 'sm', md: 'xs' }}
        variant="solid"
        colorPalette="primary"
        borderRadius="full"
        borderWidth="2px"
        borderColor="bg.panel"
        position="absolute"
        right="-1"
        bottom="-1"
        loading={busy}
        onClick={() => input.current?.click()}
      >
        <CameraIcon />
      </IconButton>
      <input
        ref={input}
        type="file"
        accept={acceptAttribute('image')}
        hidden
        aria-label="프로필 사진 파일"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void change(file);
        }}
      />
    </>
  );
}
