import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { LiveCardLineProps } from '../../../app';
import { useOnline, useSession } from '../../../app';
import { FormDialog } from '../../../app/form/FormDialog';
import { MANAGER_OR_HIGHER } from '../../../contract';
import { PointDropIcon } from '../menu-icons';
import { DropStartFields } from './DropStartFields';
import { useDropStart } from './use-drop-start';

/**
 * Under a live card, for staff only: start a point drop during that broadcast without leaving the
 * live list (the server refuses anyone else; this only spares members a button they can't use).
 */
export function LiveCardDropButton({ userNick }: LiveCardLineProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user?.roles.some((role) => MANAGER_OR_HIGHER.includes(role))) return null;
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="purple"
        alignSelf="start"
        onClick={() => setOpen(true)}
      >
        <PointDropIcon /> 포인트 드롭 시작
      </Button>
      {open && <DropStartDialog title={`${userNick} 방송 포인트 드롭`} onClose={() => setOpen(false)} />}
    </>
  );
}

function DropStartDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const online = useOnline();
  const { form, set, error, sending, submit } = useDropStart(onClose, title);
  return (
    <FormDialog
      title="포인트 드롭 시작"
      onSubmit={(e) => (online ? void submit(e) : e.preventDefault())}
      onClose={onClose}
      submitLabel="드롭 시작"
      submitting={sending}
    >
      <DropStartFields form={form} set={set} error={error} />
    </FormDialog>
  );
}
