import { Button, Card, Field, Flex, Heading, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../app';
import { showFormFailure } from '../../app/form/form-failure';
import { UpdateMeRequest, type User } from '../../contract';
import { userApi } from './user-api';

/** Nickname change; a taken nickname comes back from the server onto the field. */
export function NicknameForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(UpdateMeRequest),
    defaultValues: { nickname: user.nickname },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await userApi.updateMe(values);
      form.reset({ nickname: saved.nickname });
      showToast({ type: 'success', title: '닉네임을 변경했습니다.' });
    } catch (error) {
      showFormFailure(error, form.setError, ['nickname']);
    }
  });

  return (
    <Card.Root variant="outline" borderRadius="l3" asChild>
      <form onSubmit={onSubmit} noValidate>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            닉네임
          </Heading>
          <Field.Root invalid={errors.nickname !== undefined}>
            <Field.Label srOnly>닉네임</Field.Label>
            <Flex gap="2" w="full">
              <Input {...form.register('nickname')} autoComplete="nickname" maxLength={24} flex="1" />
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                저장
              </Button>
            </Flex>
            {errors.nickname ? (
              <Field.ErrorText>{errors.nickname.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>2~12자, 다른 회원이 쓰지 않는 닉네임이어야 합니다.</Field.HelperText>
            )}
          </Field.Root>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
