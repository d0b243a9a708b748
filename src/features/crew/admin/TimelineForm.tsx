import { Box, Button, Card, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useLeaveGuard } from '../../../app/hooks/use-leave-guard';
import { type TimelineEntry, TimelineEntryInput, type TimelineImage } from '../../../contract/crew';
import { toSeoul } from '../../../lib/time';
import { crewApi } from '../crew-api';
import { TimelineImagePicker } from './TimelineImagePicker';

const FIELDS = ['eventDate', 'title', 'content', 'imageFileIds'] as const;

/** Write a new entry (`entry` null) or edit one; leaving with changes asks first. */
export function TimelineForm({ entry }: { entry: TimelineEntry | null }) {
  const navigate = useNavigate();
  const [images, setImages] = useState<TimelineImage[]>(entry?.images ?? []);
  const form = useForm({
    resolver: zodResolver(TimelineEntryInput),
    defaultValues: {
      eventDate: entry?.eventDate ?? toSeoul().format('YYYY-MM-DD'),
      title: entry?.title ?? '',
      content: entry?.content ?? '',
      imageFileIds: images.map((i) => i.id),
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const guard = useLeaveGuard(isDirty, () => {});

  const changeImages = (next: TimelineImage[]) => {
    setImages(next);
    form.setValue(
      'imageFileIds',
      next.map((i) => i.id),
      { shouldDirty: true },
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (entry) await crewApi.editEntry(entry.id, values);
      else await crewApi.writeEntry(values);
      showToast({ type: 'success', title: entry ? '연혁을 고쳤습니다.' : '연혁을 남겼습니다.' });
      guard.release();
      await navigate({ to: '/admin/crew-timeline' });
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  return (
    <Card.Root asChild variant="outline" borderRadius="l3" maxW="3xl">
      <form onSubmit={onSubmit} noValidate>
        <Card.Body>
          <Stack gap="4">
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
              <Box flex={{ sm: '0 0 12rem' }}>
                <FormField label="날짜" error={errors.eventDate?.message}>
                  <Input type="date" {...form.register('eventDate')} />
                </FormField>
              </Box>
              <Box flex="1">
                <FormField label="제목" error={errors.title?.message}>
                  <Input
                    autoComplete="off"
                    maxLength={100}
                    placeholder="예: 첫 합동 방송"
                    {...form.register('title')}
                  />
                </FormField>
              </Box>
            </Flex>
            <FormField
              label="내용"
              error={errors.content?.message}
              helper="줄바꿈은 그대로 보입니다. 최대 2000자."
            >
              <Textarea rows={6} maxLength={2000} autoresize {...form.register('content')} />
            </FormField>
            <FormField label="사진" error={undefined}>
              <TimelineImagePicker
                images={images}
                onChange={changeImages}
                error={errors.imageFileIds?.message}
              />
            </FormField>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="2">
          <Button asChild variant="ghost" colorPalette="gray">
            <Link to="/admin/crew-timeline">취소</Link>
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} minW="20">
            {entry ? '저장' : '남기기'}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
