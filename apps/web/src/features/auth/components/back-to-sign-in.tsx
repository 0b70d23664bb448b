import { Anchor, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowBack } from '../../../components/icons.tsx';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Center>
      <Anchor component={Link} to="/sign-in" size="sm">
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <IconArrowBack size={14} className="flip-rtl" />
          {t('auth.backToSignIn')}
        </span>
      </Anchor>
    </Center>
  );
}
