import { showConfirm, showToast } from '../../../app';
import type { CrewDepartment, CrewPerson } from '../../../contract/crew';
import { crewApi } from '../crew-api';

/** Asks first; true once removed (a failure was alerted by the HTTP layer). */
async function confirmed(question: string, title: string, remove: () => Promise<unknown>, done: string) {
  if (!(await showConfirm(question, { title, confirmButtonText: '삭제', cancelButtonText: '취소' })))
    return false;
  try {
    await remove();
  } catch {
    return false;
  }
  showToast({ type: 'success', title: done });
  return true;
}

export const confirmRemoveDepartment = (d: CrewDepartment) =>
  confirmed(
    d.people.length > 0
      ? `${d.name} 부서를 삭제할까요?\n부서에 있는 ${d.people.length}명도 조직도에서 빠집니다. (크루 멤버 목록에는 남습니다)`
      : `${d.name} 부서를 삭제할까요?`,
    '부서 삭제',
    () => crewApi.removeDepartment(d.id),
    `${d.name} 부서를 삭제했습니다.`,
  );

export const confirmRemovePerson = (p: CrewPerson, department: CrewDepartment) =>
  confirmed(
    `${p.nickname}님을 ${department.name}에서 뺄까요?`,
    '조직도에서 빼기',
    () => crewApi.removePerson(p.id),
    `${p.nickname}님을 ${department.name}에서 뺐습니다.`,
  );
