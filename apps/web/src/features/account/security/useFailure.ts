import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { currentLocale } from '../../../i18n/i18n';

/** The last failure of a form's call, as the text shown on the form (quiet calls, no toast). */
export function useFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    /** Runs `action`, keeping its failure text; answers whether it succeeded. */
    async attempt(action: () => Promise<unknown>): Promise<boolean> {
      setFailure(null);
      try {
        await action();
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setFailure(errorText(error, t, currentLocale()));
        return false;
      }
    },
  };
}
