// The login form in the site's popup; the forms provider loads this only when 'Войти' is clicked.
import { useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { CLOSE_CONFIRM } from '@/lib/forms/texts';
import { LoginForm } from './login-form';

export default function LoginPopup({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} confirmClose={CLOSE_CONFIRM}>
      <LoginForm titleId={titleId} onClose={onClose} />
    </Modal>
  );
}
