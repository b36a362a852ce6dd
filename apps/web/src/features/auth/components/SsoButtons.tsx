import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSsoProvider, TSsoProviderOption } from '@cp/contracts';
import { rememberDomain, rememberedDomain, startSso } from '@/lib/sso-start';
import { SsoDomainForm } from './SsoDomainForm';

interface TProps {
  providers: TSsoProviderOption[];
  /** The school's own login link (`/?school=`): every start goes with this domain. */
  school: string | null;
  /** Where to go once signed in. */
  next: string;
  /** Open the domain field for this provider at once (back from "which school?" on /surf). */
  askDomainFor?: TSsoProvider | null;
}

/**
 * One "Inloggen met ..." button per provider the server offers. A provider used by several
 * schools needs the school's domain: asked here once, then remembered on this device.
 */
export function SsoButtons({ providers, school, next, askDomainFor = null }: TProps) {
  const { t } = useTranslation();
  const [remembered, setRemembered] = useState(rememberedDomain);
  const [starting, setStarting] = useState<TSsoProvider | null>(null);
  const offered = (provider: TSsoProvider | null) =>
    providers.some((option) => option.provider === provider) ? provider : null;
  const [asking, setAsking] = useState<TSsoProvider | null>(() => offered(askDomainFor));
  // What the domain field opens with: the domain remembered, or the old one after "Andere school".
  const [domain, setDomain] = useState(() => remembered ?? '');
  const buttons = useRef(new Map<TSsoProvider, HTMLButtonElement>());

  // Back from the provider with the browser's back button, the page may come from the
  // back-forward cache with the button still loading.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const go = (provider: TSsoProvider, withDomain: string | null) => {
    setStarting(provider);
    startSso(provider, { domain: withDomain, next });
  };

  const choose = ({ provider, needs_domain }: TSsoProviderOption) => {
    if (school) return go(provider, school);
    if (!needs_domain) return go(provider, null);
    if (remembered) return go(provider, remembered);
    setAsking(provider);
  };

  const continueWith = (provider: TSsoProvider, value: string) => {
    rememberDomain(value);
    setRemembered(value);
    go(provider, value);
  };

  const cancelDomain = () => {
    const provider = asking;
    setAsking(null);
    if (provider) buttons.current.get(provider)?.focus();
  };

  const needsDomain = !school && providers.some((option) => option.needs_domain);
  return (
    <Stack gap="sm">
      {providers.map((option) => (
        <Button
          key={option.provider}
          ref={(element) => {
            if (element) buttons.current.set(option.provider, element);
            else buttons.current.delete(option.provider);
          }}
          variant="default"
          fullWidth
          loading={starting === option.provider}
          disabled={starting !== null && starting !== option.provider}
          aria-expanded={option.needs_domain && !school ? asking === option.provider : undefined}
          onClick={() => choose(option)}
        >
          {t(`sso.providers.${option.provider}`)}
        </Button>
      ))}
      {needsDomain && remembered && !asking && (
        <Group gap="xs" justify="center">
          <Text size="sm" c="dimmed">
            {t('sso.rememberedSchool', { domain: remembered })}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRemembered(null);
              setDomain(remembered);
            }}
          >
            {t('sso.changeSchool')}
          </Anchor>
        </Group>
      )}
      {asking && (
        <SsoDomainForm
          provider={asking}
          initial={domain}
          starting={starting === asking}
          onContinue={(value) => continueWith(asking, value)}
          onCancel={cancelDomain}
        />
      )}
    </Stack>
  );
}
