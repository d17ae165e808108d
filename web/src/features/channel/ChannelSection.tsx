import type { ReactNode } from 'react';
import { TitledSection } from '@/components/TitledSection';

/** A titled section of the channel page: its class, heading id and test id are named after its part. */
export function ChannelSection({
  part,
  title,
  children,
}: {
  part: 'recipes' | 'kitchen' | 'following';
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={`channel__${part}`}
      titleId={`channel-${part}-title`}
      data-testid={`channel-${part}`}
      titleClassName="channel__section-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}
