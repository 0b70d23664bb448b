import { Image, Skeleton } from '@mantine/core';
import { useFileLink } from '../api/facilities-api.ts';

/** The brand's stored logo, fetched with a short-lived link since files are served to signed-in users only. */
export function BrandLogo({ url, alt, height = 56 }: { url: string; alt: string; height?: number }) {
  const link = useFileLink(url);
  if (!link.data) return <Skeleton h={height} w={height} />;
  return <Image src={link.data} alt={alt} h={height} w="auto" fit="contain" />;
}
