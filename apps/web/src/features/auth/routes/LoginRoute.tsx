import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { LoginForm } from '../components/LoginForm';

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicCard documentTitle={t('login.title')}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.intro')}
          </Text>
        </div>
        {/* The locations screen picks the location (brief "Web decisions") and moves on. */}
        <LoginForm onSignedIn={() => void navigate('/locaties', { state: { afterLogin: true } })} />
      </Stack>
    </PublicCard>
  );
}
