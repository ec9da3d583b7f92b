import type { UserRow } from '@lf/protocol';
import type { UserAddInput, UserEditInput } from './api';
import type { UserValues } from './UserDialog';

/** The range part of a request: the listed ids only when the range is 'listed'. */
function rangeOf(values: UserValues) {
  const listed = values.dataRange === 'listed';
  return {
    dataRange: values.dataRange,
    equipmentIds: listed ? (values.equipmentIds ?? []) : [],
    projectIds: listed ? (values.projectIds ?? []) : [],
  };
}

function profileOf(values: UserValues) {
  return {
    displayName: values.displayName.trim(),
    tel: values.tel?.trim() ?? '',
    email: values.email?.trim() ?? '',
    roleId: values.roleId,
    ...rangeOf(values),
  };
}

/** The add request: a first password, or an invitation by e-mail. */
export function addInputOf(values: UserValues): UserAddInput {
  const start = values.start === 'invite' ? { invite: true } : { password: values.password ?? '' };
  return { loginname: values.loginname.trim(), ...profileOf(values), ...start };
}

/** The edit request: the login name does not change. */
export function editInputOf(row: UserRow, values: UserValues): UserEditInput {
  return { id: row.id, ...profileOf(values) };
}
