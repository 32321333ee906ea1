import { AlertIcon } from '@/components/ui/content-icons.tsx';
import { ScrollingText } from './scrolling-text.tsx';

/** The banner itself, with its scrolling message: loaded only while an emergency is current. */
export default function BroadcastBanner({ message }: { message: string }) {
  return (
    <section className="emergency-banner" aria-label="Emergency broadcast">
      <AlertIcon className="emergency-banner__icon" />
      <ScrollingText text={message} />
    </section>
  );
}
