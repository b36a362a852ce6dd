import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  domainProblem,
  normaliseDomain,
  type TSsoProvider,
  type TSsoProviderOption,
} from '@cp/contracts';
import { rememberDomain, rememberedDomain, startSso } from '@/lib/sso-start';

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
  const [domain, setDomain] = useState(() => remembered ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);
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
    // The field keeps what is in it (e.g. the old domain after "Andere school").
    setDomainError(null);
    setAsking(provider);
  };

  const submitDomain = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    const problem = domainProblem(domain);
    if (problem) {
      setDomainError(t(`sso.${problem}`));
      return;
    }
    const value = normaliseDomain(domain);
    rememberDomain(value);
    setRemembered(value);
    go(asking, value);
  };

  const cancelDomain = () => {
    const provider = asking;
    setAsking(null);
    setDomainError(null);
    if (provider) buttons.current.get(provider)?.focus();
  };

  const askedName = asking ? t(`sso.providerNames.${asking}`) : '';
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
        <form onSubmit={submitDomain} noValidate aria-label={t('sso.domain')}>
          <Stack gap="xs">
            <Text size="sm">{t('sso.domainFor', { provider: askedName })}</Text>
            <TextInput
              label={t('sso.domain')}
              description={t('sso.domainHint')}
              placeholder="school.nl"
              value={domain}
              onChange={(event) => {
                setDomain(event.currentTarget.value);
                setDomainError(null);
              }}
              error={domainError}
              autoCapitalize="off"
              autoComplete="off"
              spellCheck={false}
              required
              // Opened by a click on a provider's button: that is where the person is now.
              autoFocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancelDomain} disabled={starting !== null}>
                {t('sso.cancel')}
              </Button>
              <Button type="submit" loading={starting === asking}>
                {t('sso.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
