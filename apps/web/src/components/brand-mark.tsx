import { Group, Image, Text } from '@mantine/core';
import { useAppBranding, useSystemName } from '../lib/app-branding.ts';

/** The product mark: three linked nodes of a value chain. */
function ChainLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-8)" />
      <path d="M9 22 16 10l7 12" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="22" r="3.2" fill="#fff" />
      <circle cx="16" cy="10" r="3.2" fill="#fff" />
      <circle cx="23" cy="22" r="3.2" fill="var(--mantine-color-brand-2)" />
    </svg>
  );
}

/** The configured logo and system name, or the product mark until the profile sets them. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const logoUrl = useAppBranding().data?.url;
  const name = useSystemName();
  return (
    <Group gap={10} wrap="nowrap">
      {/* The name beside it says what the logo shows. */}
      {logoUrl ? <Image src={logoUrl} alt="" h={size} w="auto" maw={size * 4} fit="contain" /> : <ChainLogo size={size} />}
      <Text component="span" fw={700} fz="lg" c="brand.9" style={{ letterSpacing: '-0.01em' }}>
        {name}
      </Text>
    </Group>
  );
}
