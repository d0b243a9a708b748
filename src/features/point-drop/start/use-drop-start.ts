import { type FormEvent, useState } from 'react';
import { showToast } from '../../../app';
import { PointDropInput } from '../../../contract';
import { pointDropApi } from '../point-drop-api';

export const DROP_FIELDS = ['title', 'totalPoints', 'packetCount', 'durationSeconds'] as const;
export type DropForm = Record<(typeof DROP_FIELDS)[number], string>;
export type DropFieldError = { field: string; message: string };

const EMPTY: DropForm = { title: '', totalPoints: '10000', packetCount: '100', durationSeconds: '60' };

/**
 * The form that starts a drop, wherever staff start one (the admin screen, a live card): what is
 * typed, the first field the contract refuses, and the send. A failed send keeps what was typed.
 */
export function useDropStart(onStarted: () => void | Promise<void>, title = '') {
  const [form, setForm] = useState<DropForm>({ ...EMPTY, title });
  const [error, setError] = useState<DropFieldError | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof DropForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = PointDropInput.safeParse({
      title: form.title,
      totalPoints: Number(form.totalPoints),
      packetCount: Number(form.packetCount),
      durationSeconds: Number(form.durationSeconds),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await pointDropApi.start(parsed.data);
      showToast({ type: 'success', title: '포인트 드롭을 시작했어요.' });
      setForm({ ...EMPTY, title });
      await onStarted();
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  return { form, set, error, sending, submit };
}
