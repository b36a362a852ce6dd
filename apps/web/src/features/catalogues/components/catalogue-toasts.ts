import { notifications } from '@mantine/notifications';

/* The catalogue screens' toasts: green when a change is saved, red when it is refused. */

export const notifySuccess = (message: string) => notifications.show({ message, color: 'teal' });
export const notifyFailure = (message: string) => notifications.show({ message, color: 'red' });
