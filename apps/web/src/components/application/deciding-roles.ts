/** Roles whose accounts decide steps: they get the to-do card on their home page. */
export const decidingRoles = ['teacher', 'college', 'staff', 'admin'] as const;
