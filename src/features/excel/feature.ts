import type { ClientFeature } from '../../app';
import { EXCEL_STAFF } from '../../contract/roles';
import { ExcelIcon, SignatureIcon } from './menu-icons';
import { excelAdminRoutes, excelMainRoutes } from './routes';

/** Excel broadcast (PRODUCT.md "Events on stream"): the live board, signatures, their ranks and the EXCEL users' screens. */
export const excelFeature = {
  name: 'excel',
  routes: { main: excelMainRoutes, admin: excelAdminRoutes },
  menus: {
    main: [
      { label: '엑셀 방송', icon: ExcelIcon, href: '/event/excel', order: 35.695, group: '이벤트' },
      { label: '시그니처', icon: SignatureIcon, href: '/excel/signature', order: 35.697, group: '이벤트' },
    ],
    // The roles here also open the admin layout for these pages (`adminPageRoles`).
    admin: [{ label: '엑셀 방송', icon: ExcelIcon, href: '/admin/excel', order: 14, roles: EXCEL_STAFF }],
    user: [{ label: '엑셀 방송 관리', icon: ExcelIcon, href: '/admin/excel', order: 61, roles: ['EXCEL'] }],
  },
} satisfies ClientFeature;
