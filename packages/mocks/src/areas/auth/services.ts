import type { components } from '@gs/sdk/schema';

/** The clouds of `auth/service`; each menu entry belongs to one (`kernel/menus/build?service=`). */
export const SERVICES: components['schemas']['CloudService'][] = [
  { id: 'svc-xj', service: 'cloud-xj', name: '研究生教育', icon: 'graduation-cap-line' },
  { id: 'svc-yg', service: 'cloud-yg', name: '审批中心', icon: 'checkbox-circle-line' },
  { id: 'svc-kernel', service: 'kernel', name: '系统管理', icon: 'settings-3-line' },
];
