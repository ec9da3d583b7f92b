import { z } from 'zod';
import { formNumber, formString } from './form';
import { ADMIN_LIMITS } from './adminLimits';

// Field schemas shared by the manage area's modules; not part of the package's exports.

export const adminName = formString(ADMIN_LIMITS.nameMax).min(1);
export const optionalNumber = z.preprocess((v) => (v === '' ? null : v), formNumber.nullable());
