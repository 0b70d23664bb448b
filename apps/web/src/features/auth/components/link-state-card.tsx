import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';

type TLinkStateCardProps = {
  title: string;
  body: string;
  icon: ReactNode;
  iconColor?: string;
  actionLabel: string;
  actionTo: string;
};

/** An outcome screen (link sent, link expired, password changed) with the one useful next step. */
export function LinkStateCard({ title, body, icon, iconColor, actionLabel, actionTo }: TLinkStateCardProps) {
  return (
    <AuthCard title={title} subtitle={body} icon={icon} iconColor={iconColor}>
      <Button component={Link} to={actionTo} fullWidth size="md">
        {actionLabel}
      </Button>
    </AuthCard>
  );
}
