import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Below the 64 px header on wide screens, at the bottom on a phone: a toast never covers the
 * header. The offset is set in styles.css (.owo-toasts) for the top positions only: Mantine renders
 * a root per position, and a `top` on the bottom ones would stretch them over the page and take
 * its clicks.
 */
export default function ToastList() {
  const isPhone = useMediaQuery(`(max-width: ${em(768)})`);
  return (
    <Notifications
      position={isPhone ? 'bottom-center' : 'top-right'}
      limit={5}
      zIndex={1000}
      classNames={{ root: 'owo-toasts' }}
    />
  );
}
