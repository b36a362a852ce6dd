import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n';
import { clearLicensedContext } from '@/lib/context-store';
import { errorActionFor } from '@/lib/error-action';

interface TDeps {
  navigate: (to: string) => Promise<void> | void;
  pathname: () => string;
}

/** Carries out what `errorActionFor` decided: toast, cookies, navigation. */
export function createErrorHandler({ navigate, pathname }: TDeps) {
  return (error: unknown): void => {
    const action = errorActionFor(error, pathname());
    if (action.clearLicensedContext) clearLicensedContext();
    if (action.message) {
      // A fixed id per message: five queries failing with the same 401 make one toast, not five.
      notifications.show({
        id: action.message,
        message: i18n.t(action.message),
        color: action.message === 'errors.tooManyRequests' ? 'yellow' : 'red',
      });
    }
    if (action.navigateTo && action.navigateTo !== pathname()) void navigate(action.navigateTo);
  };
}
