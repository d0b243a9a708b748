import { describe, expect, it } from 'vitest';
import { adminPageRoles } from '../../../src/app/feature';
import { features } from '../../../src/features';

describe('who may open an admin page', () => {
  it('lets EXCEL users into the excel screens only; every other admin page stays admins and managers', () => {
    expect(adminPageRoles(features, '/admin/excel')).toContain('EXCEL');
    expect(adminPageRoles(features, '/admin/excel/0190a0b0-0000-7000-8000-000000000000')).toContain('EXCEL');
    expect(adminPageRoles(features, '/admin/user')).toEqual(['ADMIN', 'MANAGER']);
    expect(adminPageRoles(features, '/admin/excelsior')).toEqual(['ADMIN', 'MANAGER']);
    expect(adminPageRoles(features, '/admin')).toEqual(['ADMIN', 'MANAGER']);
  });
});
