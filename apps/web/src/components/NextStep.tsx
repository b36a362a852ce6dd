import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from './Page';

interface TLinkTo {
  to: string;
  label: string;
}

/** A dead end explained, with the ways onward (no-access, no-license, not-found). */
export function NextStep({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: TLinkTo[];
}) {
  return (
    <Page title={title}>
      <Text maw={640}>{text}</Text>
      <Group>
        {links.map((link, index) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={index === 0 ? 'filled' : 'default'}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </Page>
  );
}
