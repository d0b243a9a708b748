import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { FormField } from '../../../app/form/FormField';
import { showFormFailure } from '../../../app/form/form-failure';
import { useDialogClose } from '../../../app/form/use-dialog-close';
import { SportMatchStatus, sportMatchStatusNames } from '../../../contract/sport-match';
import { type LeagueMatch, LeagueScoreInput } from '../../../contract/starcraft-league';
import { starcraftApi } from '../starcraft-api';

const FIELDS = ['scoreA', 'scoreB', 'status'] as const;

/** Staff enter the score as the games go; viewers see it at once, and a final one joins the records. */
export function ScoreDialog({ match, onClose }: { match: LeagueMatch; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(LeagueScoreInput),
    defaultValues: {
      scoreA: match.scoreA,
      scoreB: match.scoreB,
      status: match.status === 'scheduled' ? ('live' as const) : match.status,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const close = useDialogClose(isDirty, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await starcraftApi.score(match.id, values);
      showToast({
        type: 'success',
        title: `${match.playerA.name} ${values.scoreA} : ${values.scoreB} ${match.playerB.name}`,
      });
      onClose();
    } catch (error) {
      showFormFailure(error, form.setError, FIELDS);
    }
  });

  const score = (field: 'scoreA' | 'scoreB', label: string) => (
    <FormField label={label} error={errors[field]?.message}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={9}
        {...form.register(field, { valueAsNumber: true })}
      />
    </FormField>
  );

  return (
    <FormDialog
      title="결과 입력"
      onSubmit={onSubmit}
      onClose={close}
      submitLabel="저장"
      submitting={isSubmitting}
      maxW="420px"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {match.bestOf}판 {Math.ceil(match.bestOf / 2)}선승. 종료로 저장하면 이긴 선수의 전적과 레이팅에
          들어갑니다.
        </Text>
        <SimpleGrid columns={2} gap="3">
          {score('scoreA', match.playerA.name)}
          {score('scoreB', match.playerB.name)}
        </SimpleGrid>
        <FormField label="상태" error={errors.status?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              {SportMatchStatus.options.map((s) => (
                <option key={s} value={s}>
                  {sportMatchStatusNames[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
