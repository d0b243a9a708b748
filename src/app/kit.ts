/**
 * What lazy pages use from the shell and the first page never loads: forms and dialogs, the admin
 * list frame, rank lists, the stale mark. Kept apart from `index.ts`, which the first page imports:
 * re-exported there, these modules (Chakra's dialog and field code, dayjs) would join its chunk.
 * `tests/unit/app/module-boundaries.test.ts` checks the first page never reaches this file.
 */

export { type CreateField, CreateForm } from './form/CreateForm';
export { FormDialog } from './form/FormDialog';
export { FormField } from './form/FormField';
export { showFormFailure } from './form/form-failure';
export { ListCheck, ListChoice, type ListOption, ListToolbar, listOptions } from './form/ListControls';
export { ListFilter } from './form/ListFilter';
export { useDialogClose } from './form/use-dialog-close';
export { useLeaveGuard } from './hooks/use-leave-guard';
export { AdminList } from './layout/AdminList';
export { AdminPageHeader } from './layout/AdminPageHeader';
export { AdminTableHeader } from './layout/AdminTableHeader';
export { PeriodSwitch, type RankLine, RankLineView, RankList, RankName } from './layout/RankList';
export { StaleMark } from './runtime/StaleMark';
export { LiveCardLines } from './slots/LiveCardLines';
